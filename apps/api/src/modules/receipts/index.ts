export { printWaitingReceipts, wakeStalledReceipts } from './print.service';
export { receiptsRoutes } from './receipts.routes';
export { recordReceipt } from './receipts.service';
