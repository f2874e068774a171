// Shows Web Push notifications of the cabinet. The payload is { title, body, url }.
// Kept tiny and static: the CSP allows workers only from our own origin.

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Fuel Cabinet';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/favicon.svg',
      data: { url: typeof data.url === 'string' ? data.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only pages of this site open from a notification, whatever the payload says.
  let target = new URL('/', self.location.origin);
  try {
    const url = new URL(event.notification.data?.url || '/', self.location.origin);
    if (url.origin === self.location.origin) target = url;
  } catch {
    // A malformed url: open the cabinet's start page.
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const same = windows.find((client) => client.url === target.href);
      if (same) return same.focus();
      const other = windows.find((client) => 'navigate' in client);
      if (other) return other.navigate(target.href).then((client) => client?.focus());
      return self.clients.openWindow(target.href);
    }),
  );
});
