import { Button, Card, Col, Form, InputNumber, Row, Select, Switch, Typography } from 'antd';
import { normalizeSize, SIZES_MAX, STOCK_MAX } from '@voski/contract/sizes';
import { useT } from '../../ui/use-t';
import { RING_SIZES, type ProductValues } from './product-form-data';

/** Sizes (chosen by the shopper) and the pieces in stock, counted for the product or per size. */
export function SizesStockCard() {
  const t = useT();
  const form = Form.useFormInstance<ProductValues>();
  const sizes = (Form.useWatch('sizes', form) as string[] | undefined) ?? [];
  const counted = Form.useWatch('count_stock', form) === true;
  const perSize = Form.useWatch('count_per_size', form) === true && sizes.length > 0;
  const stockRule = {
    type: 'integer' as const,
    min: 0,
    max: STOCK_MAX,
    message: t('admin.product.stockRange'),
  };

  return (
    <Card title={t('admin.product.section.sizesStock')} style={{ marginBottom: 16 }}>
      <Form.Item
        name="sizes"
        label={t('admin.product.sizes')}
        extra={t('admin.product.sizesHelp')}
        normalize={(value: string[] | undefined) =>
          (value ?? []).map((size) => normalizeSize(size) ?? size)
        }
        rules={[
          {
            validator: async (_, value: string[] | undefined) => {
              const seen = new Set<string>();
              for (const size of value ?? []) {
                if (normalizeSize(size) === null) {
                  throw new Error(t('admin.product.sizeInvalid', { size }));
                }
                if (seen.has(size)) throw new Error(t('admin.product.sizeTwice', { size }));
                seen.add(size);
              }
            },
          },
        ]}
      >
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={[' ', ';']}
          maxCount={SIZES_MAX}
          placeholder={t('admin.product.sizesPlaceholder')}
        />
      </Form.Item>
      <Button
        style={{ marginBottom: 24 }}
        onClick={() => form.setFieldValue('sizes', [...RING_SIZES])}
      >
        {t('admin.product.ringSizes')}
      </Button>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="count_stock"
            label={t('admin.product.countStock')}
            valuePropName="checked"
            extra={t('admin.product.countStockHelp')}
          >
            <Switch />
          </Form.Item>
        </Col>
        {counted && sizes.length > 0 && (
          <Col xs={24} md={8}>
            <Form.Item
              name="count_per_size"
              label={t('admin.product.countPerSize')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Col>
        )}
        {counted && !perSize && (
          <Col xs={24} md={8}>
            <Form.Item
              name="stock"
              label={t('admin.product.stock')}
              rules={[{ required: true, message: t('admin.field.required') }, stockRule]}
            >
              <InputNumber style={{ width: '100%' }} min={0} max={STOCK_MAX} precision={0} />
            </Form.Item>
          </Col>
        )}
      </Row>
      {counted && perSize && (
        <Row gutter={16}>
          {sizes.map((size) => (
            <Col key={size} xs={12} md={4}>
              <Form.Item
                name={['size_stock', size]}
                label={t('admin.product.sizeStock', { size })}
                rules={[stockRule]}
              >
                {/* left empty: none of that size */}
                <InputNumber
                  style={{ width: '100%' }}
                  min={0}
                  max={STOCK_MAX}
                  precision={0}
                  placeholder="0"
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      )}
      {counted && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('admin.product.stockHeld')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
