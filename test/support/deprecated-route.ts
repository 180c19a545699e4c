// A handler for the tests of deprecated routes (test/lib/http/deprecation.test.ts): it answers 200
// and knows nothing of deprecation, which the gateway adds from the route table the test feeds it.
export const handler = async () => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ err: false, message: 'still here' }),
});
