export { ReferralCard } from './ReferralCard';
