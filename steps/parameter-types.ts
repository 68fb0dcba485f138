// Domain parameter types of the step vocabulary.
import { defineParameterType } from '@cucumber/cucumber';
import { BODY_CHECKS } from '../kit/core/body-checks.ts';

defineParameterType({
  name: 'method',
  regexp: /GET|POST|DELETE|PUT/,
  transformer: (method: string) => method,
});
defineParameterType({
  name: 'segmentState',
  regexp: /used|unused|removed/,
  transformer: (state: string) => state,
});
// Longer wordings first, so "is, in any order" is never read as "is".
defineParameterType({
  name: 'bodyCheck',
  regexp: new RegExp(BODY_CHECKS.join('|')),
  transformer: (check: string) => check,
});
