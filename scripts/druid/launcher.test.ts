// Unit tests of the Druid launcher's pure parts: arguments, port plan, configuration (with security), PID ownership,
// classpath pom.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { javaMajor, parseArgs, UsageError } from './args.ts';
import { classpathPom, extensionDir } from './layout.ts';
import { markerOf, ownsProcess, parsePidRecord } from './ownership.ts';
import { clusterDirs, configurationFiles, portPlan } from './plan.ts';
import { checkSecureVersion, kitCredentials, LAB_CREDENTIALS, securityProperties } from './security.ts';

const parse = (argv: string[], env: NodeJS.ProcessEnv = {}) => parseArgs(argv, env, '/cwd', '/repo');

test('arguments: defaults, values, the lab from DRUID_LAB, Cucumber arguments after --', () => {
  assert.deepEqual(parse([]), {
    version: '33',
    portOffset: 0,
    lab: '/repo/.druid-lab',
    lib: undefined,
    timeoutMs: 300_000,
    secure: false,
    rest: [],
  });
  const args = parse(
    ['--version', '27', '--port-offset=20000', '--lib', 'jars', '--', 'features/a.feature'],
    {
      DRUID_LAB: '/labs/x',
    },
  );
  assert.equal(args.version, '27');
  assert.equal(args.portOffset, 20000);
  assert.equal(args.lab, '/labs/x');
  assert.equal(args.lib, '/cwd/jars');
  assert.deepEqual(args.rest, ['features/a.feature']);
  assert.equal(parse(['--lab', 'l'], { DRUID_LAB: '/labs/x' }).lab, '/cwd/l');
});

test('bad arguments are usage errors with one clear line', () => {
  const usage = (argv: string[], message: RegExp) =>
    assert.throws(
      () => parse(argv),
      (e) => e instanceof UsageError && message.test(e.message),
    );
  usage(['--version', '31'], /^Druid 31 is not served: only 33 and 27 are supported/);
  usage(['--port-offset', '-5'], /--port-offset takes a whole number from 0 to 50000, not "-5"/);
  usage(['--port-offset'], /--port-offset needs a value/);
  usage(['--verbose'], /unknown argument "--verbose"/);
  usage(['--timeout-s', '0'], /--timeout-s takes a whole number/);
});

test('Java versions from java -version', () => {
  assert.equal(javaMajor('openjdk version "17.0.15" 2025-04-15'), 17);
  assert.equal(javaMajor('java version "1.8.0_392"'), 8);
  assert.equal(javaMajor('openjdk version "21" 2023-09-19'), 21);
  assert.equal(javaMajor('command not found'), undefined);
});

test('the port plan moves every port by the offset and refuses one past 65535', () => {
  assert.deepEqual(portPlan(0), {
    zookeeper: 2181,
    derby: 1527,
    'coordinator-overlord': 8081,
    broker: 8082,
    historical: 8083,
    indexer: 8091,
    router: 8888,
  });
  assert.equal(portPlan(20000).router, 28888);
  assert.equal(portPlan(20000).zookeeper, 22181);
  assert.throws(() => portPlan(60000), /puts the .* port at 6\d{4}, outside 1–65535/);
});

test('the configuration: ports, folders of this cluster only, bounded capacity, 27 null handling', () => {
  const dirs = clusterDirs('/lab', '33', 20000);
  assert.equal(dirs.home, '/lab/druid-33-20000');
  assert.equal(dirs.lib, '/lab/lib-33');
  assert.equal(clusterDirs('/lab', '27', 0, '/jars').lib, '/jars');
  const files = configurationFiles('33', dirs, portPlan(20000));
  assert.deepEqual(Object.keys(files).sort(), [
    '_common/common.runtime.properties',
    '_common/log4j2.xml',
    'broker/runtime.properties',
    'coordinator-overlord/runtime.properties',
    'historical/runtime.properties',
    'indexer/runtime.properties',
    'router/runtime.properties',
  ]);
  const common = files['_common/common.runtime.properties'] ?? '';
  assert.match(common, /^druid\.zk\.service\.host=127\.0\.0\.1:22181$/m);
  assert.match(
    common,
    /connectURI=jdbc:derby:\/\/localhost:21527\/\/lab\/druid-33-20000\/var\/metadata\/metadata\.db;create=true$/m,
  );
  assert.match(common, /^druid\.storage\.storageDirectory=\/lab\/druid-33-20000\/var\/segments$/m);
  assert.doesNotMatch(common, /useDefaultValueForNull/);
  assert.match(files['router/runtime.properties'] ?? '', /^druid\.plaintextPort=28888$/m);
  assert.match(files['indexer/runtime.properties'] ?? '', /^druid\.worker\.capacity=4$/m);
  assert.match(
    files['coordinator-overlord/runtime.properties'] ?? '',
    /^druid\.coordinator\.asOverlord\.enabled=true$/m,
  );
  const everyPath =
    Object.values(files)
      .join('\n')
      .match(/\/lab\/[^\s;"]*/g) ?? [];
  assert.ok(
    everyPath.every((path) => path.startsWith('/lab/druid-33-20000/')),
    everyPath.join(' '),
  );
  const old = configurationFiles('27', clusterDirs('/lab', '27', 0), portPlan(0));
  assert.match(
    old['_common/common.runtime.properties'] ?? '',
    /^druid\.generic\.useDefaultValueForNull=false$/m,
  );
});

test('a PID is stopped only when its command line carries the marker of this cluster', () => {
  const home = '/lab/druid-33-20000';
  const ours = [
    'java',
    '-Xmx1g',
    markerOf(home),
    '-cp',
    'x',
    'org.apache.druid.cli.Main',
    'server',
    'broker',
  ].join('\0');
  assert.equal(ownsProcess(ours, home), true);
  assert.equal(ownsProcess(ours.replace(home, '/lab/druid-33'), home), false, 'another cluster of the lab');
  assert.equal(ownsProcess(['java', '-cp', `${home}/conf`, 'Main'].join('\0'), home), false, 'no marker');
  assert.equal(
    ownsProcess(['bash', '-c', `echo ${markerOf(home)}x`].join('\0'), home),
    false,
    'a longer argument',
  );
  assert.equal(ownsProcess(undefined, home), false, 'the process is gone');
  assert.deepEqual(parsePidRecord('{"service":"broker","pid":42,"home":"/h"}'), {
    service: 'broker',
    pid: 42,
    home: '/h',
  });
  assert.equal(parsePidRecord('42'), undefined);
  assert.equal(parsePidRecord('{"service":"broker","pid":"42","home":"/h"}'), undefined);
});

test('the classpath pom imports the BOM and leaves out what Central lacks', () => {
  const pom33 = classpathPom('33');
  assert.match(
    pom33,
    /<artifactId>druid<\/artifactId><version>33\.0\.0<\/version><type>pom<\/type><scope>import<\/scope>/,
  );
  assert.match(pom33, /<groupId>org\.hyperic<\/groupId><artifactId>sigar<\/artifactId>/);
  assert.doesNotMatch(pom33, /druid-indexing-hadoop/);
  assert.match(classpathPom('27'), /<artifactId>druid-indexing-hadoop<\/artifactId><\/exclusion>/);
});

test('--secure is a switch; only 27 can run with security, 33 is told why', () => {
  assert.equal(parse([]).secure, false);
  const args = parse(['--version', '27', '--secure', '--port-offset', '20000']);
  assert.equal(args.secure, true);
  assert.equal(args.portOffset, 20000);
  assert.doesNotThrow(() => checkSecureVersion('27'));
  assert.throws(
    () => checkSecureVersion('33'),
    (e) =>
      e instanceof UsageError &&
      /^--secure needs druid-basic-security 33\.0\.0, which Maven Central's mirror does not serve: only --version 27/.test(
        e.message,
      ),
  );
});

test('a secure plan: the extension, a basic authenticator with initial passwords, the authorizer, the escalator', () => {
  const dirs = clusterDirs('/lab', '27', 20000);
  const files = configurationFiles('27', dirs, portPlan(20000), securityProperties());
  const common = files['_common/common.runtime.properties'] ?? '';
  const property = (key: string) =>
    common
      .split('\n')
      .filter((line) => line.startsWith(`${key}=`))
      .map((line) => line.slice(key.length + 1));
  // Each key once: the security properties replace the plain plan's loadList instead of adding a second one.
  assert.deepEqual(property('druid.extensions.loadList'), ['["druid-basic-security"]']);
  assert.deepEqual(property('druid.auth.authenticatorChain'), ['["basic"]']);
  assert.deepEqual(property('druid.auth.authenticator.basic.type'), ['basic']);
  assert.deepEqual(property('druid.auth.authenticator.basic.credentialsValidator.type'), ['metadata']);
  assert.deepEqual(property('druid.auth.authenticator.basic.authorizerName'), ['basic']);
  assert.deepEqual(property('druid.auth.authorizers'), ['["basic"]']);
  assert.deepEqual(property('druid.auth.authorizer.basic.type'), ['basic']);
  assert.deepEqual(property('druid.escalator.type'), ['basic']);
  assert.deepEqual(property('druid.escalator.authorizerName'), ['basic']);
  // The escalator logs in with the password the authenticator gives its internal client.
  assert.deepEqual(
    property('druid.escalator.internalClientPassword'),
    property('druid.auth.authenticator.basic.initialInternalClientPassword'),
  );
  assert.deepEqual(property('druid.escalator.internalClientUsername'), [LAB_CREDENTIALS.internalClientUser]);
  // The rest of the plan is unchanged.
  assert.match(common, /^druid\.zk\.service\.host=127\.0\.0\.1:22181$/m);
  assert.doesNotMatch(
    configurationFiles('27', dirs, portPlan(20000))['_common/common.runtime.properties'] ?? '',
    /druid\.auth\.|druid\.escalator\./,
  );
});

test("druid:conformance reads the kit's login from the cluster's configuration; none without security", () => {
  const secure = configurationFiles('27', clusterDirs('/lab', '27', 0), portPlan(0), securityProperties());
  assert.deepEqual(kitCredentials(secure['_common/common.runtime.properties'] ?? ''), {
    user: 'admin',
    password: LAB_CREDENTIALS.adminPassword,
  });
  const plain = configurationFiles('27', clusterDirs('/lab', '27', 0), portPlan(0));
  assert.equal(kitCredentials(plain['_common/common.runtime.properties'] ?? ''), undefined);
});

test('the lab keeps an extension per version, apart from the classpath every cluster shares', () => {
  assert.equal(extensionDir('/lab', '27', 'druid-basic-security'), '/lab/extensions-27/druid-basic-security');
});
