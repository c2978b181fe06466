import { Form, Input } from 'antd';
import {
  isSocialPage,
  SOCIAL_URL_MAX,
  socialNetworks,
  type SocialLinks,
  type SocialNetwork,
} from '@voski/contract/social-links';
import { useNotify } from '../../client/use-notify';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { LoadState } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { saveSocialLinks, useSocialLinks } from './contact-api';

const networks = Object.keys(socialNetworks) as SocialNetwork[];

/** The shop's Instagram and Facebook pages, linked from the storefront's footer. */
function SocialLinksForm({ links }: { links: SocialLinks }) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<SocialLinks>();

  const save = useFormSave(
    form,
    (values: SocialLinks) =>
      saveSocialLinks({
        instagram: (values.instagram ?? '').trim(),
        facebook: (values.facebook ?? '').trim(),
      }),
    { failed: notify.error, saved: () => notify.success('admin.social.saved') },
  );

  return (
    <Form<SocialLinks>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={links}
      onFinish={save.submit}
    >
      {networks.map((network) => {
        const { label, host } = socialNetworks[network];
        return (
          <Form.Item
            key={network}
            name={network}
            label={t('admin.social.address', { network: label })}
            extra={t('admin.social.help', { example: `https://www.${host}/voski` })}
            rules={[
              { max: SOCIAL_URL_MAX, message: t('admin.field.tooLong', { max: SOCIAL_URL_MAX }) },
              {
                validator: async (_rule, value: unknown) => {
                  const address = typeof value === 'string' ? value.trim() : '';
                  if (address !== '' && !isSocialPage(address, host)) {
                    throw new Error(t('admin.social.invalid', { network: label, host }));
                  }
                },
              },
            ]}
          >
            <Input
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder={`https://www.${host}/…`}
            />
          </Form.Item>
        );
      })}
      <FormError message={save.formError} />
      <FormActions pending={save.pending} />
    </Form>
  );
}

export function SocialLinksPage() {
  const t = useT();
  const query = useSocialLinks();
  return (
    <>
      <PageTitle>{t('admin.page.socialLinks')}</PageTitle>
      <LoadState query={query}>{(links) => <SocialLinksForm links={links} />}</LoadState>
    </>
  );
}
