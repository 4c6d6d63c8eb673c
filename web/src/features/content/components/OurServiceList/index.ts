export { OurServiceList } from './OurServiceList';
