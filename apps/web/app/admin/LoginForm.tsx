import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { translate } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/use-locale';
import { signIn } from './auth';
import { serverText } from './client/server-text';
import { saveSession } from './session';
import { useT } from './ui/use-t';

interface LoginValues {
  email: string;
  password: string;
}

/** Signs in with POST /api/auth/signIn, stores the session and calls `onSignedIn`. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const [form] = Form.useForm<LoginValues>();
  const [pending, setPending] = useState(false);

  async function submit({ email, password }: LoginValues) {
    setPending(true);
    const result = await signIn(email.trim(), password);
    if (result.ok) {
      saveSession(result.session);
      onSignedIn();
      return;
    }
    setPending(false);
    const shown = {
      credentials: t('admin.login.wrong'),
      throttled: t('admin.login.throttled'),
      unreachable: t('admin.error.unreachable'),
      other: serverText(result.message, t),
    }[result.problem];
    form.setFields([{ name: 'email', errors: [shown] }]);
  }

  return (
    <Form form={form} name="login" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item
        label={t('admin.login.email')}
        name="email"
        rules={[{ required: true, whitespace: true, message: t('admin.login.usernameRequired') }]}
      >
        {/* "username": what password managers fill in beside a password */}
        <Input prefix={<UserOutlined />} autoComplete="username" inputMode="email" />
      </Form.Item>
      <Form.Item
        label={t('admin.login.password')}
        name="password"
        rules={[{ required: true, message: t('admin.login.passwordRequired') }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending} disabled={pending}>
        {t('admin.login.submit')}
      </Button>
    </Form>
  );
}

/** The login form centred on an otherwise empty page (/login, or /admin without a session). */
export function LoginPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const locale = useLocale();
  useEffect(() => {
    document.title = translate(locale, 'meta.login.title');
  }, [locale]);
  return (
    <main
      id="main"
      style={{
        display: 'grid',
        placeItems: 'center',
        minHeight: '100vh',
        padding: 16,
        background: '#F5F5F5',
      }}
    >
      <Card style={{ width: '100%', maxWidth: 380 }}>
        <h1 style={{ margin: '0 0 24px', fontSize: 24, fontWeight: 600, letterSpacing: '0.08em' }}>
          Voski
        </h1>
        <LoginForm onSignedIn={onSignedIn} />
      </Card>
    </main>
  );
}
