// Every test worker talks to the run's DynamoDB Local and SES emulator (see global-setup.ts).
import { inject } from 'vitest';
import { useLocalStack } from '../../lib/local/stack.js';

useLocalStack(inject('localStack'));
