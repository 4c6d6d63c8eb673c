export { SellerHelpArticle } from './SellerHelpArticle';
