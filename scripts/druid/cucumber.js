// The project's Cucumber profiles without their default paths: features named on the command line run alone
// (cucumber.js lists every feature, and Cucumber adds the command line's paths to a profile's). None named: all.
import base, { quick } from '../../cucumber.js';

export default { ...base, paths: [] };
export { quick };
