/** G5's yardstick: the gateway's empty route, a handler that answers at once. */
export const handler = async () => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json' },
  body: '{}',
});
