export { OurServiceCard, type OurServiceCardProps } from './OurServiceCard';
