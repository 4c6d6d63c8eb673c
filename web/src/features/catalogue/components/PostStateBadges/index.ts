export { PostStateBadges, type PostStateBadgesProps } from './PostStateBadges';
