/**
 * Bad input for master data, key validation, application rules and notifications (see
 * ../support/keyed-fuzz.ts for the properties).
 */
import fc from 'fast-check';
import { arr, type Doc, lit, obj } from '../support/bad-input.js';
import { plausible } from '../support/fuzz-world.js';
import { describeKeyedFuzz, type KeyedSpec } from '../support/keyed-fuzz.js';

const record = (fields: Record<string, fc.Arbitrary<Doc>>) =>
  fc.record(fields, { requiredKeys: [] }).map((value) => obj(Object.entries(value) as Array<[string, Doc]>));

const employeeDoc = record({
  login: fc.oneof(plausible.login, fc.constantFrom(...['dora', 'edu', 'fil'].map(lit))),
  name: plausible.text,
  department: plausible.text,
  role: plausible.text,
  active: plausible.bool,
  email: plausible.email,
  manager: plausible.email,
  timezone: fc.constantFrom(...['UTC', 'America/Sao_Paulo', 'Mars/Olympus', ''].map(lit)),
  badge: plausible.text,
});

const regex = fc.constantFrom(
  ...['^chrome(\\.exe)?$', 'slack', '(a+)+$', '[', '(?<=x)y', '', 'a'.repeat(1_001), '\\p{L}+', '.*'].map(
    lit,
  ),
);
const ruleName = fc.oneof(
  plausible.text,
  fc.constantFrom(...['Chrome', 'CHROME', 'Área', 'Area', 'a\u0000b'].map(lit)),
);

const button = record({
  text: plausible.text,
  icon: plausible.text,
  embedURL: fc.constantFrom(
    ...[
      'https://x.example/a',
      'workforce://punch',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://x',
      'x',
    ].map(lit),
  ),
  iconColor: fc.constantFrom(...['#1a73e8', '#FFF', 'red', '#gggggg'].map(lit)),
});

const notification = record({
  notification_id: fc.oneof(plausible.text, fc.constantFrom(...['n-1', 'N-1', 'n\u0001'].map(lit))),
  title: plausible.text,
  description: fc.constantFrom(
    ...['<p>ok</p>', '<script>alert(1)</script>', '<a href="javascript:x">y</a>'].map(lit),
  ),
  recurrency: plausible.bool,
  one_time: plausible.localDateTime,
  recurrency_type: fc.constantFrom(...['daily', 'weekly', 'monthly', 'DAILY', 'yearly'].map(lit)),
  image: fc.constantFrom(
    ...['https://img.example/a.png', 'http://127.0.0.1:1/x.png', 'file:///etc/passwd'].map(lit),
  ),
  buttons: fc.array(button, { maxLength: 3 }).map(arr),
});

const SPECS: KeyedSpec[] = [
  {
    path: '/masterData',
    statuses: [401, 422],
    fields: { data: record({ employees: fc.array(employeeDoc, { maxLength: 4 }).map(arr) }) },
  },
  { path: '/integrationValidatorData', statuses: [401, 429], fields: {}, rotateSourceIp: true },
  {
    path: '/listAppClassificationRules',
    statuses: [401],
    fields: { limit: plausible.smallInt, cursor: fc.constantFrom(...['', 'abc', 'eyJwayI6MX0'].map(lit)) },
  },
  {
    path: '/insertAppClassificationRule',
    statuses: [401, 409],
    fields: {
      app_name_pt: ruleName,
      regex_rule: regex,
      app_class: plausible.text,
      app_regex: regex,
      rnk: plausible.smallInt,
    },
  },
  { path: '/deactivateAppClassificationRule', statuses: [401, 404], fields: { app_name_pt: ruleName } },
  {
    // Every key of its body is read case-insensitively, and its contract answers 400 for every key problem.
    path: '/insertNotification',
    statuses: [422],
    fields: {
      notification,
      employees: fc.oneof(plausible.users, fc.constant(lit(null))),
      Notification: notification,
    },
  },
];

describeKeyedFuzz(
  'bad input: master data, validation, rules and notifications',
  { world: 'misc', tally: 'master-data-rules-notifications' },
  SPECS,
);
