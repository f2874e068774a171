export { formatCountdown, formatDate, formatDateTime, secondsLeft } from './format';
export { useNow } from './use-now';
