import { describe, expect, it } from 'vitest';
import { allRoutes } from './routes';

/**
 * The endpoints the product specification names (section 7, "The calls it makes"), as it writes
 * them. Every other file reaches an address through the route table, tests included; this list
 * is what keeps the table itself honest: a path or method changed there by mistake fails here.
 */
const SPEC_ENDPOINTS = `
POST /login
POST /logout
POST /register
POST /resend/register
GET /confirm-email/{id}/{token}
POST /resend/login
POST /verify-2fa
POST /password-reset
POST /password-reset-confirm/{id}/{token}
POST /token-refresh
POST /user/fcm-token
DELETE /user/fcm-token
GET user/transactions
GET user/transactions/{id}
GET transaction-types
GET transaction-statuses
GET /user/me
PATCH /user/change-user-details
PATCH /user/change-profile-picture
PATCH /user/change-password
PATCH /user/change-email
DELETE /user/delete
PATCH /user/newsletter
GET user/vehicles
GET user/vehicles/{id}
POST user/vehicles
PUT user/vehicles/{id}
DELETE user/vehicles/{id}
GET products
GET /user/product-balances
POST /payment/register
GET /payment/sync/{orderId}
GET /user/connections
POST user/friend-requests/send
GET /user/friend-requests
DELETE /user/remove-friend
DELETE /user/friend-requests/reject
DELETE /user/friend-requests/cancel
PUT /user/friend-requests/accept
POST /user/transfer
GET stations
GET /user/dashboard
GET user/notifications
DELETE user/notifications/{id}
PATCH user/notifications/read/{id}
GET /user/cards
GET /user/cards/{id}
POST /user/cards
POST /user/cards/transfer/{id}
DELETE user/cards/{id}
POST /upload-files
POST /upload-images
`;

/** `GET user/cards/{id}` and `GET /user/cards/:cardId` both become `GET /user/cards/:`. */
function shape(method: string, path: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return `${method} ${absolute.replace(/\{[^}]+\}|:[A-Za-z_]+/g, ':')}`;
}

function specEndpoints(text: string): string[] {
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const [method = '', path = ''] = line.trim().split(/\s+/);
      return shape(method, path);
    });
}

describe('the route table serves the specification', () => {
  const table = new Set(allRoutes().map((route) => shape(route.method, route.path)));

  it('compares paths whatever their parameters are called', () => {
    expect(specEndpoints('GET user/cards/{id}')).toEqual([shape('GET', '/user/cards/:cardId')]);
    expect(shape('PUT', '/user/cards/:id')).not.toBe(shape('GET', '/user/cards/:id'));
  });

  it('has every endpoint the specification names, with its method', () => {
    const missing = specEndpoints(SPEC_ENDPOINTS).filter((endpoint) => !table.has(endpoint));
    expect(missing).toEqual([]);
  });
});
