import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/** A button that opens another staff page (a real link inside, so it can open in a new tab). */
export function LinkButton({ to, ...props }: ButtonProps & { to: string }) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={to}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}
