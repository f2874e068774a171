export { pushConfigRoutes } from './push-config.routes';
export { forgetPushSubscriptions, pushSubscriptionStore } from './push-subscriptions.repository';
export {
  anonymizeUser,
  emailTaken,
  findLiveEmails,
  findProfile,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  hasUsers,
  insertUser,
  lockUser,
  setEmail,
  setEmailConfirmed,
  setNewsletter,
  setPasswordHash,
  setReceiptEmails,
  swapProfilePicture,
  type User,
} from './users.repository';
export { usersRoutes } from './users.routes';
export { changeDetails, getMe, userLanguage } from './users.service';
