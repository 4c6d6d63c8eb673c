import { NotFound } from '../components/StatusPage';

export default function NotFoundPage() {
  return <NotFound />;
}
