import { NotFound } from '../components/StatusPage/StatusPage';

export default function NotFoundPage() {
  return <NotFound />;
}
