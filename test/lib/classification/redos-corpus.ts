/**
 * The ReDoS corpus: rule regexes with the verdict the check must give, where each comes from, and,
 * for every one whose matching time grows faster than linearly, an input that shows it.
 *
 * The line the check draws (lib/classification/redos.ts says why): refused when some input can make
 * a backtracking match take time exponential in its length, or polynomial of degree 3 or more;
 * accepted otherwise, quadratic growth included. The verdicts are measured, not assumed:
 * `npx tsx test/lib/classification/redos-corpus-v8.ts` times each attack input in a child process (every refused pattern
 * passes 10 s on some input of at most 5,000 characters; every accepted one stays under 1 s on
 * 5,000 characters of its attack and of the generic stress inputs).
 *
 * Sources: OWASP's "Regular expression Denial of Service" page, regular-expressions.info's
 * "Runaway Regular Expressions", public CVEs and incident reports (named per entry), the patterns
 * the service's users write for process names, window titles and URLs, and those categorizeURL
 * writes itself.
 */

export type Growth = 'exponential' | 'polynomial' | 'quadratic' | 'linear';

export interface Attack {
  /** The input is each prefix followed by its pump repeated n times, in order, then `suffix`. */
  pumps: ReadonlyArray<readonly [prefix: string, pump: string]>;
  suffix: string;
}

export interface CorpusEntry {
  pattern: string;
  verdict: 'refuse' | 'accept';
  /** Refused because the analysis cannot finish within its CPU time limit, not for a growth it found. */
  tooComplex?: boolean;
  /** How the worst-case matching time grows with the input length; for polynomial, the degree. */
  growth: Growth;
  degree?: number;
  source: string;
  attack?: Attack;
}

const pump = (prefix: string, repeated: string, suffix: string): Attack => ({
  pumps: [[prefix, repeated]],
  suffix,
});

const EARLIER_CASES: readonly CorpusEntry[] = [
  // Exponential: seconds on a few dozen characters.
  {
    pattern: '(a+)+$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'OWASP ReDoS page',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^(a+)+$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'OWASP ReDoS page',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^([a-zA-Z]+)*$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'OWASP ReDoS page',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^(a|aa)+$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'OWASP ReDoS page',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^(a|a?)+$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'OWASP ReDoS page',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^(([a-z])+.)+[A-Z]([a-z])+$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'OWASP ReDoS page (Java class name validation)',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '(a|a)*$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'overlapping alternation',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^(\\w|\\d)+$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'overlapping classes',
    attack: pump('', '1', '!'),
  },
  {
    pattern: '^(\\d|\\d\\d)+$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'overlapping lengths',
    attack: pump('', '1', '!'),
  },
  {
    pattern: '^"(\\\\.|[^"])*"$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'quoted string with escapes (the escape is also a plain character)',
    attack: pump('"', '\\\\', ''),
  },
  {
    pattern: '^(a|b|ab)*c$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'multi-character pump',
    attack: pump('', 'ab', '!'),
  },
  {
    pattern: '(\\w+\\s?)*$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'words separated by optional spaces',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^(a*)*b',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'nested star',
    attack: pump('', 'a', ''),
  },
  {
    pattern: '((ab)*)+c',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'nested repetition of a sequence',
    attack: pump('', 'ab', '!'),
  },
  {
    pattern: '^(x+x+)+y$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'regular-expressions.info, Runaway Regular Expressions',
    attack: pump('', 'x', '!'),
  },
  {
    pattern: '^([\\w-]+\\.?)+$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'host name with optional dots',
    attack: pump('', 'a', '!'),
  },
  {
    pattern:
      '^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'OWASP ReDoS page (e-mail validation from the OWASP Validation Regex Repository)',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: "^[a-zA-Z]+(([\\'\\,\\.\\- ][a-zA-Z ])?[a-zA-Z]*)*$",
    verdict: 'refuse',
    growth: 'exponential',
    source: 'OWASP ReDoS page (person name validation)',
    attack: pump('', 'a', '!'),
  },
  {
    pattern:
      "^[a-zA-Z]+(([\\'\\,\\.\\-][a-zA-Z])?[a-zA-Z]*)*\\s+<(\\w[-._\\w]*\\w@\\w[-._\\w]*\\w\\.\\w{2,3})>$|^(\\w[-._\\w]*\\w@\\w[-._\\w]*\\w\\.\\w{2,3})$",
    verdict: 'refuse',
    growth: 'exponential',
    source: 'OWASP ReDoS page (multiple e-mail address validation)',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^(\\s*\\w+\\s*)+$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'words with optional spacing',
    attack: pump('', 'a', '!'),
  },
  {
    pattern:
      '^\\s*(?:<\\?xml[^>]*>\\s*)?(?:<!doctype svg[^>]*\\s*(?:\\[?(?:\\s*<![^>]*>\\s*)*\\]?)*[^>]*>\\s*)?(?:<svg[^>]*>[^]*<\\/svg>|<svg[^/>]*\\/\\s*>)\\s*$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'is-svg, CVE-2021-28092 (without its i flag)',
    attack: pump('<?xml>', '<!doctype svg<!>', ''),
  },
  {
    pattern:
      '(?<=^v?|\\sv?)(?:(?:0|[1-9]\\d*)\\.){2}(?:0|[1-9]\\d*)(?:-(?:0|[1-9]\\d*|[\\da-z-]*[a-z-][\\da-z-]*)(?:\\.(?:0|[1-9]\\d*|[\\da-z-]*[a-z-][\\da-z-]*))*)?(?:\\+[\\da-z-]+(?:\\.[\\da-z-]+)*)?\\b',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'semver-regex, CVE-2021-3795 (without its flags; has a lookbehind)',
    attack: pump('0.1.0-0.', '--.', '\u0000'),
  },
  {
    pattern: '^([0-9]+,?)+$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'comma-separated numbers',
    attack: pump('', '1', '!'),
  },
  {
    pattern: '^(\\d+|\\d+\\.\\d+)+$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'numbers or decimals',
    attack: pump('', '1', '!'),
  },
  {
    pattern: '^([\\w-]+\\s?)+\\.exe$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'process-name rule written with a repeated word group',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^(\\w+[\\s-]?)+ - Google Chrome$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'window-title rule written with a repeated word group',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^(https?://)?([a-z0-9-]+)*\\.example\\.com',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'URL rule with a starred repeated label',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^(.*\\.)*exe$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'process-name rule: repeated "anything then a dot"',
    attack: pump('', '.', '!'),
  },

  {
    pattern: '^(?:a{1,10}){10}$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'counted repetition of a counted repetition: the ways multiply without any loop',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^(?:\\d{1,3}\\.?){20}$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'dotted numbers with an optional dot, counted',
    attack: pump('', '1', '!'),
  },
  {
    pattern: '\\[\\[(?:.|\\s)*?\\]\\]',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'wiki link with (?:.|\\s)*? (a space is both)',
    attack: pump('[[', ' ', ''),
  },
  {
    pattern: '(.*)*chrome',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'process-name rule with a starred .*',
    attack: pump('', 'a', ''),
  },
  {
    pattern: '^(\\w+\\s?)*\\w+$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'words with optional spaces, then a last word',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '(?:\\s*,\\s*)+$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'comma list with spaces on both sides of each comma',
    attack: pump(',', ' ,', '!'),
  },
  // Polynomial of degree 3 or more: seconds on a few thousand characters (or far fewer).
  {
    pattern: '^\\b_((?:__|[\\s\\S])+?)_\\b|^\\*((?:\\*\\*|[\\s\\S])+?)\\*(?!\\*)',
    verdict: 'refuse',
    growth: 'polynomial',
    degree: 4,
    source: 'marked, CVE-2017-17461 (emphasis)',
    attack: pump('_', '_', '0'),
  },
  {
    pattern:
      '(?:(?:\\"|\'|\\]|\\}|\\\\|\\d|(?:nan|infinity|true|false|null|undefined|symbol|math)|\\`|\\-|\\+)+[)]*;?((?:\\s|-|~|!|{}|\\|\\||\\+)*.*(?:.*=.*)))',
    verdict: 'refuse',
    growth: 'polynomial',
    degree: 3,
    source: 'Cloudflare WAF rule behind the outage of 2 July 2019',
    attack: pump("'", '\t', '\n'),
  },
  {
    pattern: '.*Google.*Docs',
    verdict: 'refuse',
    growth: 'polynomial',
    degree: 3,
    source: 'window-title rule with a leading .*',
    attack: pump('', 'Google', '\n'),
  },
  {
    pattern: '^(\\w+)\\s?(\\w+)\\s?(\\w+)$',
    verdict: 'refuse',
    growth: 'polynomial',
    degree: 3,
    source: 'three words with optional spaces',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^(.*?,){11}P',
    verdict: 'refuse',
    growth: 'polynomial',
    degree: 11,
    source: 'regular-expressions.info, Runaway Regular Expressions (CSV line)',
    attack: pump('', ',', ''),
  },
  {
    pattern: '[\\{\\[].*[\\/]*.*[\\}\\]]$',
    verdict: 'refuse',
    growth: 'polynomial',
    degree: 4,
    source: 'glob-parent, CVE-2020-28469',
    attack: pump('', '[', '\n'),
  },
  {
    pattern: '<html>.*?<head>.*?<title>.*?</title>.*?</head>.*?<body[^>]*>.*?</body>.*?</html>',
    verdict: 'refuse',
    growth: 'polynomial',
    degree: 8,
    source: 'regular-expressions.info, Runaway Regular Expressions (HTML page without its closing tag)',
    attack: {
      pumps: [
        ['<html>', '<head>'],
        ['', '<title>'],
        ['', '</title>'],
        ['', '</head>'],
        ['', '<body>'],
        ['', '</body>'],
      ],
      suffix: '',
    },
  },
  {
    pattern: '^(?:\\w+\\s?){1,10}$',
    verdict: 'refuse',
    growth: 'polynomial',
    degree: 10,
    source: 'one to ten words: a bounded repetition of an unbounded one',
    attack: pump('', 'a', '!'),
  },

  // Quadratic: accepted. Milliseconds on a few thousand characters; seconds only past about 50,000.
  {
    pattern: '\\s+$',
    verdict: 'accept',
    growth: 'quadratic',
    source: 'trailing-space trim (e.g. CVE-2020-7753, trim)',
    attack: pump('', ' ', '!'),
  },
  {
    pattern: '^[\\s\\u200c]+|[\\s\\u200c]+$',
    verdict: 'accept',
    growth: 'quadratic',
    source: 'Stack Overflow outage of 20 July 2016',
    attack: pump('!', ' ', '!'),
  },
  {
    pattern: '[\\r\\n]+$',
    verdict: 'accept',
    growth: 'quadratic',
    source: 'trim-newlines, CVE-2021-33623',
    attack: pump('', '\n', '!'),
  },
  {
    pattern:
      '^((?:\\d+)?\\.?\\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|years?|yrs?|y)?$',
    verdict: 'accept',
    growth: 'quadratic',
    source: 'ms, CVE-2015-8315 (without its i flag)',
    attack: pump('', '1', '!'),
  },
  {
    pattern:
      "[0-9]*['a-z\\u00A0-\\u05FF\\u0700-\\uD7FF\\uFF07\\uFF10-\\uFFEF]+|[\\u0600-\\u06FF\\/]+(\\s*?[\\u0600-\\u06FF]+){1,2}",
    verdict: 'accept',
    growth: 'quadratic',
    source: 'moment, CVE-2017-18214 (without its i flag)',
    attack: pump('', '/', ''),
  },
  {
    pattern: '^([+-]?\\d*n)?\\s*(?:([+-]?)\\s*(\\d+))?$',
    verdict: 'accept',
    growth: 'quadratic',
    source: 'nth-check, CVE-2021-3803',
    attack: pump('', ' ', '+'),
  },
  {
    pattern: '^(\\/?|)([\\s\\S]*?)((?:\\.{1,2}|[^\\/]+?|)(\\.[^.\\/]*|))(?:[\\/]*)$',
    verdict: 'accept',
    growth: 'quadratic',
    source: 'path-parse, CVE-2021-23343',
    attack: pump('/', '/', '/.'),
  },
  {
    pattern: '.*chrome.*',
    verdict: 'accept',
    growth: 'quadratic',
    source: 'process-name rule with .* on both sides',
    attack: pump('', 'm', '\nchrome'),
  },
  {
    pattern: '[\\w-]+\\.example\\.com',
    verdict: 'accept',
    growth: 'quadratic',
    source: 'URL rule without anchors',
    attack: pump('', 'm', '!'),
  },
  {
    pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
    verdict: 'accept',
    growth: 'quadratic',
    source: 'the common "something@something.something" e-mail check',
    attack: pump('a@a', '.a', '!'),
  },

  {
    pattern:
      '[\\u001B\\u009B][[\\]()#;?]*(?:(?:(?:(?:;[-a-zA-Z\\d\\/#&.:=?%@~_]+)*|[a-zA-Z\\d]+(?:;[-a-zA-Z\\d\\/#&.:=?%@~_]*)*)?\\u0007)|(?:(?:\\d{1,4}(?:;\\d{0,4})*)?[\\dA-PR-TZcf-ntqry=><~]))',
    verdict: 'accept',
    growth: 'quadratic',
    source: 'ansi-regex, CVE-2021-3807',
    attack: pump('\u001b(', ';#', ''),
  },
  {
    pattern: '(.*a){12}',
    verdict: 'accept',
    growth: 'quadratic',
    source: 'OWASP ReDoS page ("(.*a){x} for x > 10"): quadratic, with a constant of 2^11',
    attack: { pumps: [['aaaaaaaaaaa', 'b']], suffix: '' },
  },
  // Linear.
  {
    pattern: '^chrome(\\.exe)?$',
    verdict: 'accept',
    growth: 'linear',
    source: 'process-name rule (README example)',
  },
  { pattern: 'slack|teams', verdict: 'accept', growth: 'linear', source: 'process-name rule' },
  { pattern: '(?:excel|winword)\\.exe', verdict: 'accept', growth: 'linear', source: 'process-name rule' },
  { pattern: '^code(-insiders)?$', verdict: 'accept', growth: 'linear', source: 'process-name rule' },
  {
    pattern: 'msedge|firefox|chrome|opera|brave',
    verdict: 'accept',
    growth: 'linear',
    source: 'process-name rule',
  },
  { pattern: '\\.(?:docx?|xlsx?|pptx?)$', verdict: 'accept', growth: 'linear', source: 'file-type rule' },
  {
    pattern: '^Microsoft Teams( \\(work or school\\))?$',
    verdict: 'accept',
    growth: 'linear',
    source: 'window-title rule',
  },
  { pattern: '^.* - Visual Studio Code$', verdict: 'accept', growth: 'linear', source: 'window-title rule' },
  {
    pattern: '^[\\w\\s]+ - Google Chrome$',
    verdict: 'accept',
    growth: 'linear',
    source: 'window-title rule',
  },
  { pattern: '^(?:\\d{1,3}\\.){3}\\d{1,3}$', verdict: 'accept', growth: 'linear', source: 'IPv4 address' },
  {
    pattern: '^(\\d{1,3}\\.?){4}$',
    verdict: 'accept',
    growth: 'linear',
    source: 'IPv4 address, loosely (bounded repetition)',
  },
  { pattern: '^[a-z]+(?:-[a-z]+)*$', verdict: 'accept', growth: 'linear', source: 'kebab-case name' },
  { pattern: '^/(?:[^/]+/)*[^/]+$', verdict: 'accept', growth: 'linear', source: 'URL path' },
  { pattern: '^([a-z0-9-]{1,63}\\.)+[a-z]{2,63}$', verdict: 'accept', growth: 'linear', source: 'host name' },
  {
    pattern: '^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,}$',
    verdict: 'accept',
    growth: 'linear',
    source: 'host name (RFC 1123 labels)',
    attack: pump('000', 'a.aa', '\u00000'),
  },
  {
    pattern: '^https?://(?:[\\w-]+\\.)*example\\.com(?:/.*)?$',
    verdict: 'accept',
    growth: 'linear',
    source: 'URL rule',
  },
  { pattern: '(?:^|\\.)slack\\.com$', verdict: 'accept', growth: 'linear', source: 'host rule' },
  { pattern: '^[^/]+\\.atlassian\\.net(?:/|$)', verdict: 'accept', growth: 'linear', source: 'host rule' },
  {
    pattern: '^(?:https?://)?(?:www\\.)?youtube\\.com/watch\\?v=[\\w-]{11}',
    verdict: 'accept',
    growth: 'linear',
    source: 'URL rule',
  },
  {
    pattern: '^(http://|https://|)([^/?#]*\\.|)docs\\.google\\.com\\/spreadsheets([/?#]|$)',
    verdict: 'accept',
    growth: 'linear',
    source: 'the pattern categorizeURL writes',
  },
  {
    pattern: '^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$',
    verdict: 'accept',
    growth: 'linear',
    source: 'MAC address',
  },
  { pattern: '^(?:[0-9a-f]{2}:){5}[0-9a-f]{2}$', verdict: 'accept', growth: 'linear', source: 'MAC address' },
  { pattern: '^[\\w.-]+@[\\w-]+\\.[\\w.-]+$', verdict: 'accept', growth: 'linear', source: 'e-mail address' },
  {
    pattern:
      "^(?:[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*)@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$",
    verdict: 'accept',
    growth: 'linear',
    source: 'e-mail address (RFC 5322 subset)',
  },
  {
    pattern: '^(?:[A-Za-z]:)?\\\\(?:[^\\\\/:*?"<>|\\r\\n]+\\\\)*[^\\\\/:*?"<>|\\r\\n]*$',
    verdict: 'accept',
    growth: 'linear',
    source: 'Windows path',
  },
  { pattern: '^\\d{4}-\\d{2}-\\d{2}$', verdict: 'accept', growth: 'linear', source: 'date' },
  { pattern: '^(?:[01]\\d|2[0-3]):[0-5]\\d$', verdict: 'accept', growth: 'linear', source: 'time of day' },
  {
    pattern: '^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$',
    verdict: 'accept',
    growth: 'linear',
    source: 'UUID',
  },
  {
    pattern: '^[A-Z][a-z]+(?: [A-Z][a-z]+)*$',
    verdict: 'accept',
    growth: 'linear',
    source: 'capitalised words',
  },
  {
    pattern: '^v?(\\d+)\\.(\\d+)\\.(\\d+)(?:-([\\w.-]+))?(?:\\+([\\w.-]+))?$',
    verdict: 'accept',
    growth: 'linear',
    source: 'version number',
  },
  {
    pattern: '(?<=^|\\\\)chrome\\.exe$',
    verdict: 'accept',
    growth: 'linear',
    source: 'lookbehind: executable name in a path',
  },
  {
    pattern: '(?<!-)\\bzoom\\b',
    verdict: 'accept',
    growth: 'linear',
    source: 'negative lookbehind and word boundaries',
  },
  {
    pattern: '(?<=https?://)(?:www\\.)?github\\.com',
    verdict: 'accept',
    growth: 'linear',
    source: 'lookbehind with a quantifier',
  },
  {
    pattern: '(?<=\\bid=)\\d+',
    verdict: 'accept',
    growth: 'linear',
    source: 'lookbehind with a word boundary',
  },
  {
    pattern: '^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$',
    verdict: 'accept',
    growth: 'linear',
    source: 'lookaheads (password rule)',
  },
  {
    pattern: '^(?!.*test).*\\.exe$',
    verdict: 'accept',
    growth: 'linear',
    source: 'negative lookahead',
    attack: pump('e', '..e', ''),
  },
  { pattern: '\\bjira\\b', verdict: 'accept', growth: 'linear', source: 'word boundaries' },
  {
    pattern: '^data:(?<type>[^,]*?),(?<data>[^#]*?)(?:#(?<hash>.*))?$',
    verdict: 'accept',
    growth: 'linear',
    source: 'normalize-url, CVE-2021-33502 (its fixed form)',
  },
  {
    pattern: '^([A-Z][a-z]*\\s?)+ - Slack$',
    verdict: 'accept',
    growth: 'linear',
    source: 'window-title rule: capitalised words',
  },
  { pattern: '^(?:[a-z]+\\.)*[a-z]+$', verdict: 'accept', growth: 'linear', source: 'dotted name' },
  {
    pattern: '^(\\w+\\s)*\\w+$',
    verdict: 'accept',
    growth: 'linear',
    source: 'words separated by single spaces',
  },
  {
    pattern: '^(?:(?:\\r\\n)?[ \\t])*$',
    verdict: 'accept',
    growth: 'linear',
    source: 'folding white space (RFC 5322)',
  },
  { pattern: '^(?<app>[a-z]+)\\.exe$', verdict: 'accept', growth: 'linear', source: 'named group' },
  {
    pattern: '^\\[(?<level>[A-Z]+)\\] (?<msg>.*)$',
    verdict: 'accept',
    growth: 'linear',
    source: 'named groups',
  },
  {
    pattern: '^(?<name>\\w+)-\\k<name>$',
    verdict: 'accept',
    growth: 'linear',
    source: 'named backreference',
  },
  { pattern: '^([\'"]).*\\1$', verdict: 'accept', growth: 'linear', source: 'backreference (quoted text)' },
  {
    pattern: '\\p{L}+',
    verdict: 'accept',
    growth: 'linear',
    source: '\\p without the u flag (the letters p{L})',
  },
  { pattern: '^\\p{Lu}\\p{Ll}+$', verdict: 'accept', growth: 'linear', source: '\\p without the u flag' },
];

/**
 * Cases whose verdicts redos-corpus.test.ts checks against V8 itself, each match in a child process
 * with a timeout: idioms that lookaheads and backreferences make linear, counted repetitions of
 * bodies that split an input one way only (linear) or many ways (refused), and patterns at the
 * analysis's limit, refused as too complex to check, which V8 does run in exponential time.
 */
export const V8_CHECKED_CASES: readonly CorpusEntry[] = [
  // Lookaheads and backreferences that take the choice away.
  {
    pattern: '^(?:(?=(\\w+))\\1\\s?)+$',
    verdict: 'accept',
    growth: 'linear',
    source: 'the atomic-group idiom: the fix for ^(\\w+\\s?)+$ (a lookahead keeps its first match)',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^(?:(?=([\\w-]+))\\1\\.?)+$',
    verdict: 'accept',
    growth: 'linear',
    source: 'the atomic-group idiom for host names: the fix for ^([\\w-]+\\.?)+$',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^(?=(\\d+))\\1(?:,(?=(\\d+))\\2)*$',
    verdict: 'accept',
    growth: 'linear',
    source: 'comma-separated numbers, each taken whole by a lookahead',
    attack: pump('1', ',1', '!'),
  },
  {
    pattern: '^(\\w+)\\1+$',
    verdict: 'accept',
    growth: 'quadratic',
    source: 'a word repeated: the backreference matches its capture one way',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '\\b(\\w+)\\s+\\1\\b',
    verdict: 'accept',
    growth: 'quadratic',
    source: 'a doubled word',
    attack: pump('', 'a ', '!'),
  },
  {
    pattern: '(?<![\\s\\S])\\w*\\d*x',
    verdict: 'accept',
    growth: 'quadratic',
    source: 'a lookbehind nothing can precede: anchored at the start, as ^ is',
    attack: pump('', '1', '!'),
  },
  {
    pattern: '^(\\w+)(?:\\1|\\w)+$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'a backreference beside a class that reads the same characters',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^(?:(\\w+)\\1)+$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'a group captured again in each iteration, then repeated',
    attack: pump('', 'a', '!'),
  },
  // Counted repetitions, nested.
  {
    pattern: '^(?:[a-z]{1,63}\\.){1,20}[a-z]{2,6}$',
    verdict: 'accept',
    growth: 'linear',
    source: 'host name of up to 20 labels: each dot ends a label',
    attack: pump('', 'a.', '!'),
  },
  {
    pattern: '^(?:(?:https?|ftp)://)?(?:[\\w-]{1,63}\\.){1,10}[a-z]{2,24}(?:/[\\w.-]{0,64}){0,10}$',
    verdict: 'accept',
    growth: 'linear',
    source: 'URL rule with counted labels and path segments',
    attack: pump('http://', 'a.', '!'),
  },
  {
    pattern: '^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)-(?:[01]\\d|2[0-3]):[0-5]\\d,){1,50}$',
    verdict: 'accept',
    growth: 'linear',
    source: 'a counted list of alternatives: weekly schedule',
    attack: pump('', 'Mon-09:00,', '!'),
  },
  {
    pattern: '^(?:(?:[0-9a-f]{2}){1,4}-){1,5}[0-9a-f]{2}$',
    verdict: 'accept',
    growth: 'linear',
    source: 'counted hex pairs in counted groups',
    attack: pump('', 'ab', '!'),
  },
  {
    pattern: '^(?:(?:a{1,4}){1,4}){1,4}$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'three counted repetitions nested: the ways to split the a s multiply',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: '^(?:(?:\\d{1,3}){1,3}\\.?){1,8}$',
    verdict: 'refuse',
    growth: 'exponential',
    source: 'counted digits in counted groups with an optional dot',
    attack: pump('', '1', '!'),
  },
  // At the analysis's limit: refused as too complex to check (and V8 does hang on them).
  {
    pattern: '^(?:(?:(?:(?:a{0,9}){0,9}){0,9}){0,9}){0,9}$',
    verdict: 'refuse',
    tooComplex: true,
    growth: 'exponential',
    source: 'five counted repetitions nested: 9^5 copies',
    attack: pump('', 'a', '!'),
  },
  {
    pattern: `^(?:${Array.from({ length: 400 }, () => '.').join('|')})*$`,
    verdict: 'refuse',
    tooComplex: true,
    growth: 'exponential',
    source: '400 overlapping alternatives in a loop',
    attack: pump('', 'a', '\n'),
  },
];

export const REDOS_CORPUS: readonly CorpusEntry[] = [...EARLIER_CASES, ...V8_CHECKED_CASES];
