/** Fiscal receipts through the e-HDM service, or the built-in sandbox that speaks it. */
export { createFiscalRegister } from './create-fiscal-register';
export {
  type FiscalAnswer,
  type FiscalReceiptRequest,
  type FiscalRegister,
  FiscalUnavailableError,
} from './fiscal-register';
export { registerSandboxFiscal, type SandboxFiscalControl } from './sandbox';
