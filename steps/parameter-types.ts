// Domain parameter types of the step vocabulary.
import { defineParameterType } from '@cucumber/cucumber';

defineParameterType({ name: 'method', regexp: /GET|POST|DELETE/, transformer: (method: string) => method });
defineParameterType({
  name: 'segmentState',
  regexp: /used|unused|removed/,
  transformer: (state: string) => state,
});
