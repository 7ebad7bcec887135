import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** The 404 screen of SPEC section 2. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Page Not Found"
      subTitle="The page you are looking for does not exist."
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Go to Dashboard
        </Button>
      }
    />
  );
}
