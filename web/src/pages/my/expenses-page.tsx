import { placeholderPage } from '../placeholder-page';

export default placeholderPage('routes.myExpenses');
