export { printWaitingReceipts, wakeStalledReceipts } from './print.service';
export { receiptAttachment } from './receipt-mail';
export { receiptsRoutes } from './receipts.routes';
export { recordReceipt } from './receipts.service';
