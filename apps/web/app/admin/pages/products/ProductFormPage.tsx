import { Alert, Card, Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useNavigate } from 'react-router';
import type { MetalKindRecord } from '@voski/contract';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import { failureText } from '../../client/server-text';
import { useNotify } from '../../client/use-notify';
import type { DescribedProduct } from '../../client/types';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { RadioChoice, RequiredSelect } from '../../ui/FormControls';
import { AddRecordPage, EditRecordPage } from '../../ui/RecordPage';
import { GalleryFormItem } from '../../ui/GalleryFormItem';
import { ImageField } from '../../ui/ImageField';
import { RichTextTabs } from '../../ui/RichTextTabs';
import { useImageRules } from '../../ui/image-rules';
import { TranslatedFields } from '../../ui/TranslatedFields';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { useBlogs } from '../blogs/blogs-api';
import { useCategories } from '../categories/categories-api';
import { useMetalKinds } from '../metals/metals-api';
import {
  finenesses,
  importanceLevels,
  parseCategoryIds,
  productFormData,
  type ProductValues,
} from './product-form-data';
import { deleteProductImage, saveProduct, useProduct } from './products-api';
import { SizesStockCard } from './SizesStockCard';
import { WeightPricePreview } from './WeightPricePreview';

const importanceLabels = {
  0: 'admin.product.importance.0',
  1: 'admin.product.importance.1',
  2: 'admin.product.importance.2',
} as const;

function initialValues(product: DescribedProduct | null): Partial<ProductValues> {
  if (!product) {
    return {
      important: 0,
      status: true,
      priced_by_weight: false,
      making_charge: 0,
      making_per_gram: false,
      sizes: [],
      count_stock: false,
      count_per_size: false,
      category_id: [],
      blog_id: null,
      images: [],
    };
  }
  return {
    title: product.title,
    title_en: product.title_en,
    title_ru: product.title_ru,
    model: product.model,
    description: product.description,
    description_en: product.description_en,
    description_ru: product.description_ru,
    weight: product.weight,
    respect: product.respect,
    important: product.important,
    status: product.status === 1,
    price: product.price,
    priced_by_weight: product.priced_by_weight,
    metal_kind: product.metal_kind ?? undefined,
    making_charge: product.making_charge,
    making_per_gram: product.making_per_gram,
    sizes: product.sizes,
    count_stock: product.stock !== null,
    stock: product.stock,
    count_per_size: product.size_stock !== null,
    size_stock: product.size_stock ?? {},
    category_id: parseCategoryIds(product.category_id),
    blog_id: product.blog_id,
    avatar: null,
    images: [],
  };
}

function ProductForm({ product }: { product: DescribedProduct | null }) {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductValues>();
  const categories = useCategories();
  const blogs = useBlogs();
  const imageRules = useImageRules(false);
  const byWeight = Form.useWatch('priced_by_weight', form) === true;
  const kinds = useMetalKinds();
  const kindKey = Form.useWatch('metal_kind', form);
  const kind = kinds.data?.find((k) => k.key === kindKey);

  const save = useFormSave(
    form,
    (values: ProductValues, onProgress) =>
      saveProduct(product?.id ?? null, productFormData(values), onProgress),
    {
      failed: () =>
        notify.failure(product ? 'admin.product.updateFailed' : 'admin.product.addFailed'),
      saved: async () => {
        notify.success(product ? 'admin.product.updated' : 'admin.product.added');
        await navigate('/admin/products/all');
      },
    },
  );

  const subcategoryOptions = (categories.data ?? [])
    .filter((top) => top.children.length > 0)
    .map((top) => ({
      label: pick(top, 'name', locale),
      title: pick(top, 'name', locale),
      options: top.children.map((sub) => ({ value: sub.id, label: pick(sub, 'name', locale) })),
    }));
  const blogOptions = (blogs.data ?? []).map((blog) => ({
    value: blog.id,
    label: pick(blog, 'title', locale),
  }));
  const title = product ? pick(product, 'title', locale) : t('admin.page.productsAdd');

  return (
    <Form<ProductValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(product)}
      onFinish={save.submit}
      scrollToFirstError={{ block: 'center', focus: true }}
      style={{ maxWidth: 960 }}
    >
      <Card title={t('admin.product.section.names')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <TranslatedFields name="title" label="admin.field.title" max={255} required />
          </Col>
          <Col xs={24} md={12}>
            <MetalFields
              product={product}
              kinds={kinds.data ?? []}
              kind={kind}
              byWeight={byWeight}
            />
          </Col>
        </Row>
      </Card>
      <PricingCard byWeight={byWeight} kind={kind} />
      <SizesStockCard />
      <Card title={t('admin.product.section.details')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="model"
              label={t('admin.field.model')}
              rules={[{ max: 100, message: t('admin.field.tooLong', { max: 100 }) }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="weight"
              label={t('admin.field.weight')}
              rules={[
                { required: true, message: t('admin.field.required') },
                {
                  type: 'number',
                  min: 0.000001,
                  max: 100_000,
                  message: t('admin.product.weightRange'),
                },
              ]}
            >
              <InputNumber
                style={{ width: '100%' }}
                min={0}
                max={100_000}
                step={0.01}
                addonAfter="g"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="price"
              label={t('admin.field.priceAmd')}
              extra={byWeight ? t('admin.product.pricedByServer') : undefined}
              rules={[
                { required: !byWeight, message: t('admin.field.required') },
                {
                  type: 'integer',
                  min: 0,
                  max: 2_000_000_000,
                  message: t('admin.product.priceRange'),
                },
              ]}
            >
              <InputNumber
                style={{ width: '100%' }}
                min={0}
                max={2_000_000_000}
                precision={0}
                addonAfter="֏"
                disabled={byWeight}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="important" label={t('admin.field.importance')}>
              <RadioChoice
                label={t('admin.field.importance')}
                optionType="button"
                options={importanceLevels.map((value) => ({
                  value,
                  label: t(importanceLabels[value]),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="status"
              label={t('admin.product.availability')}
              valuePropName="checked"
            >
              <Switch
                checkedChildren={t('admin.product.onSale')}
                unCheckedChildren={t('admin.product.offSale')}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('admin.product.section.description')} style={{ marginBottom: 16 }}>
        <RichTextTabs name="description" label="admin.field.description" />
      </Card>
      <Card title={t('admin.product.section.placement')} style={{ marginBottom: 16 }}>
        <Form.Item name="category_id" label={t('admin.field.subcategories')}>
          <Select
            mode="multiple"
            allowClear
            loading={categories.fetching}
            options={subcategoryOptions}
            optionFilterProp="label"
            placeholder={t('admin.product.subcategoriesPlaceholder')}
          />
        </Form.Item>
        {categories.error && (
          <Alert type="warning" showIcon message={failureText(categories.error, t)} />
        )}
        <Form.Item name="blog_id" label={t('admin.field.linkedBlog')}>
          <Select
            allowClear
            showSearch
            loading={blogs.fetching}
            options={blogOptions}
            optionFilterProp="label"
            placeholder={t('admin.product.noBlog')}
          />
        </Form.Item>
      </Card>
      <Card title={t('admin.product.section.images')} style={{ marginBottom: 16 }}>
        <Form.Item name="avatar" label={t('admin.field.mainImage')} rules={imageRules}>
          <ImageField current={product?.avatar} alt={title} />
        </Form.Item>
        <GalleryFormItem
          stored={product?.images ?? []}
          removeImage={deleteProductImage}
          alt={title}
        />
      </Card>
      <FormError message={save.formError} />
      <FormActions pending={save.pending} progress={save.progress} backTo="/admin/products/all" />
    </Form>
  );
}

export function ProductAddPage() {
  return (
    <AddRecordPage title="admin.page.productsAdd">
      <ProductForm product={null} />
    </AddRecordPage>
  );
}

export function ProductEditPage() {
  return (
    <EditRecordPage
      title="admin.page.productsEdit"
      useRecord={useProduct}
      failure="admin.product.detailsFailed"
    >
      {(product) => <ProductForm key={product.id} product={product} />}
    </EditRecordPage>
  );
}

/**
 * The metal, one kind of the list staff keep (its names are the product's metal texts), and a
 * fineness among that kind's. A product whose texts match no kind says so until one is chosen.
 */
function MetalFields({
  product,
  kinds,
  kind,
  byWeight,
}: {
  product: DescribedProduct | null;
  kinds: MetalKindRecord[];
  kind: MetalKindRecord | undefined;
  byWeight: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const form = Form.useFormInstance<ProductValues>();
  const unmatched =
    product && product.metal_kind === null
      ? [product.metal, product.metal_en, product.metal_ru].filter(Boolean).join(' · ')
      : '';
  const choices = kind ? kind.finenesses : finenesses;
  return (
    <>
      <Form.Item
        name="metal_kind"
        label={t('admin.field.metal')}
        rules={[{ required: byWeight, message: t('admin.product.metalRequired') }]}
      >
        <RequiredSelect<string | null>
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('admin.product.metalPlaceholder')}
          options={kinds.map((k) => ({ value: k.key, label: pick(k, 'name', locale) }))}
          onChange={(key) => {
            // A fineness the new metal does not come in is chosen again.
            const next = kinds.find((k) => k.key === key);
            const respect = form.getFieldValue('respect') as number | undefined;
            if (next && respect !== undefined && !next.finenesses.includes(respect)) {
              form.setFieldValue('respect', undefined);
            }
          }}
          onClear={() => form.setFieldValue('metal_kind', null)}
        />
      </Form.Item>
      {unmatched && kind === undefined && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('admin.product.metalUnmatched', { texts: unmatched })}
        />
      )}
      <Form.Item
        name="respect"
        label={t('admin.field.fineness')}
        rules={[{ required: true, message: t('admin.product.finenessRequired') }]}
      >
        <RequiredSelect
          options={choices.map((value) => ({ value, label: String(value) }))}
          placeholder={t('admin.product.finenessPlaceholder')}
        />
      </Form.Item>
    </>
  );
}

/** Priced by weight: the making charge, and the price it will get as the staff type. */
function PricingCard({ byWeight, kind }: { byWeight: boolean; kind: MetalKindRecord | undefined }) {
  const t = useT();
  const form = Form.useFormInstance<ProductValues>();
  const weight = Form.useWatch('weight', form);
  const respect = Form.useWatch('respect', form);
  const makingCharge = Form.useWatch('making_charge', form);
  const makingPerGram = Form.useWatch('making_per_gram', form);
  return (
    <Card title={t('admin.product.section.pricing')} style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="priced_by_weight"
            label={t('admin.product.pricedByWeight')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Col>
        {byWeight && (
          <>
            <Col xs={24} md={8}>
              <Form.Item
                name="making_charge"
                label={t('admin.product.makingCharge')}
                rules={[{ type: 'integer', min: 0, max: 2_000_000_000 }]}
              >
                <InputNumber style={{ width: '100%' }} min={0} precision={0} addonAfter="֏" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="making_per_gram"
                label={t('admin.product.makingPerGram')}
                valuePropName="checked"
              >
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <WeightPricePreview
                weight={weight}
                respect={respect}
                kind={kind}
                makingCharge={makingCharge}
                makingPerGram={makingPerGram}
              />
            </Col>
          </>
        )}
      </Row>
    </Card>
  );
}
