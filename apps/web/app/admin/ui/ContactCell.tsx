import { Typography } from 'antd';

// each link a line of its own, 24 px tall, so neighbours never crowd a tap (WCAG 2.5.8)
const linkStyle = { display: 'block', minHeight: 24, lineHeight: '24px' } as const;
const columnStyle = { display: 'flex', flexDirection: 'column', minWidth: 0 } as const;

/**
 * Who wrote or ordered: the name, then the e-mail and the phone as links; a text too long for
 * the column ends in an ellipsis and shows whole in a tooltip.
 */
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
    <div style={columnStyle}>
      <Typography.Text strong ellipsis={{ tooltip: name }}>
        {name}
      </Typography.Text>
      <Typography.Link href={`mailto:${email}`} style={linkStyle} ellipsis>
        <span title={email}>{email}</span>
      </Typography.Link>
      {phone && (
        <a href={`tel:${phone}`} style={linkStyle}>
          {phone}
        </a>
      )}
    </div>
  );
}
