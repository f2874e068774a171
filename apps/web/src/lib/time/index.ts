export { formatCountdown, formatDate, formatDateTime, secondsLeft, TIME_ZONE } from './format';
export { useNow } from './use-now';
