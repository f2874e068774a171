export { ApiError } from './api-error';
export { apiRequest, setRequestHeaders } from './client';
