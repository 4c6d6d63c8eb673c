export { ErrorPage, NotFound, StatusPage, type StatusPageProps } from './StatusPage';
