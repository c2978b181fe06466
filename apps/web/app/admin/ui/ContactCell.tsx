import { Space, Typography } from 'antd';

// each link a line of its own, 24 px tall, so neighbours never crowd a tap (WCAG 2.5.8)
const linkStyle = { display: 'inline-block', minHeight: 24, lineHeight: '24px' } as const;

/** Who wrote or ordered: the name, then the e-mail and the phone as links. */
export function ContactCell({
  name,
  email,
  phone,
}: {
  name: string;
  email: string;
  phone?: string | null;
}) {
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text strong>{name}</Typography.Text>
      <a href={`mailto:${email}`} style={linkStyle}>
        {email}
      </a>
      {phone && (
        <a href={`tel:${phone}`} style={linkStyle}>
          {phone}
        </a>
      )}
    </Space>
  );
}
