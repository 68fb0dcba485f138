// Lays out a Druid version's jars from Maven Central with mvn (facts: docs/facts/ingestion.md and the README).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VERSIONS, type Version } from './plan.ts';

/** A laid-out classpath has about 200 jars; fewer means an interrupted layout. */
const ENOUGH_JARS = 150;

export const laidOut = (lib: string): boolean =>
  existsSync(lib) && readdirSync(lib).filter((name) => name.endsWith('.jar')).length >= ENOUGH_JARS;

/**
 * The throwaway pom whose runtime dependencies are the classpath: the `org.apache.druid:druid` pom imported as a
 * BOM, druid-services without org.hyperic:sigar (not on Central) and, for 27, without druid-indexing-hadoop (27's
 * is not on Central: 28.0.0's jar is borrowed).
 */
export function classpathPom(version: Version): string {
  const v = VERSIONS[version].druid;
  const exclusion = (group: string, artifact: string) =>
    `<exclusion><groupId>${group}</groupId><artifactId>${artifact}</artifactId></exclusion>`;
  const exclusions = [
    exclusion('org.hyperic', 'sigar'),
    ...(version === '27' ? [exclusion('org.apache.druid', 'druid-indexing-hadoop')] : []),
  ];
  return `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local.launcher</groupId><artifactId>druid-classpath-${version}</artifactId><version>1</version>
  <packaging>pom</packaging>
  <dependencyManagement><dependencies>
    <dependency><groupId>org.apache.druid</groupId><artifactId>druid</artifactId><version>${v}</version><type>pom</type><scope>import</scope></dependency>
  </dependencies></dependencyManagement>
  <dependencies>
    <dependency><groupId>org.apache.druid</groupId><artifactId>druid-services</artifactId><version>${v}</version>
      <exclusions>${exclusions.join('')}</exclusions>
    </dependency>
  </dependencies>
</project>
`;
}

const mvn = (cwd: string, ...args: string[]): void => {
  console.log(`  mvn ${args.join(' ')}`);
  execFileSync('mvn', ['-B', '-q', '-Dstyle.color=never', ...args], { cwd, stdio: 'inherit' });
};

/** Extracts one entry of a jar (unzip, else the JDK's jar tool). */
function extract(jar: string, entry: string, into: string): void {
  try {
    execFileSync('unzip', ['-o', '-q', jar, entry, '-d', into]);
  } catch {
    execFileSync('jar', ['xf', jar, entry], { cwd: into });
  }
}

export function layOut(version: Version, lib: string, work: string): void {
  const v = VERSIONS[version].druid;
  mkdirSync(work, { recursive: true });
  mkdirSync(lib, { recursive: true });
  console.log(`laying out Druid ${v} in ${lib} (Maven Central)`);
  // 1. druid-services is served as a jar without its pom; the pom is inside the jar: install the two locally.
  mvn(
    work,
    'dependency:copy',
    `-Dartifact=org.apache.druid:druid-services:${v}`,
    `-DoutputDirectory=${work}`,
  );
  const jar = join(work, `druid-services-${v}.jar`);
  extract(jar, 'META-INF/maven/org.apache.druid/druid-services/pom.xml', work);
  const pom = join(work, 'META-INF/maven/org.apache.druid/druid-services/pom.xml');
  mvn(work, 'install:install-file', `-Dfile=${jar}`, `-DpomFile=${pom}`);
  // 2. The runtime classpath, versions managed by the druid BOM.
  writeFileSync(join(work, 'pom.xml'), classpathPom(version));
  mvn(work, 'dependency:copy-dependencies', `-DoutputDirectory=${lib}`, '-DincludeScope=runtime');
  // 3. 27: the real MSQ extension, and the borrowed druid-indexing-hadoop the Overlord needs at startup.
  if (VERSIONS[version].msq) {
    mvn(
      work,
      'dependency:copy',
      `-Dartifact=org.apache.druid.extensions:druid-multi-stage-query:${v}`,
      `-DoutputDirectory=${lib}`,
    );
    mvn(
      work,
      'dependency:copy',
      '-Dartifact=org.apache.druid:druid-indexing-hadoop:28.0.0',
      `-DoutputDirectory=${lib}`,
    );
  }
  if (!laidOut(lib))
    throw new Error(`the layout of ${lib} is incomplete: run again, or remove the folder first`);
  console.log(`laid out ${readdirSync(lib).length} jars in ${lib}`);
}

/** Where the lab keeps an extension's jars for a version: `<lab>/extensions-<version>/<extension>/`. */
export const extensionDir = (lab: string, version: Version, extension: string): string =>
  join(lab, `extensions-${version}`, extension);

const jarsIn = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.jar')) : [];

export const extensionLaidOut = (lab: string, version: Version, extension: string): boolean =>
  jarsIn(extensionDir(lab, version, extension)).length > 0;

/** Fetches an extension from Maven Central into the lab (druid-basic-security's dependencies are all `provided`). */
export function layOutExtension(lab: string, version: Version, extension: string): void {
  const dir = extensionDir(lab, version, extension);
  mkdirSync(dir, { recursive: true });
  mvn(
    dir,
    'dependency:copy',
    `-Dartifact=org.apache.druid.extensions:${extension}:${VERSIONS[version].druid}`,
    `-DoutputDirectory=${dir}`,
  );
  if (!extensionLaidOut(lab, version, extension))
    throw new Error(`mvn left no jar of ${extension} in ${dir}`);
}

/** Copies the extension into the cluster's own extensions folder, where `druid.extensions.loadList` finds it by name. */
export function installExtension(lab: string, version: Version, extension: string, extensions: string): void {
  const from = extensionDir(lab, version, extension);
  const to = join(extensions, extension);
  mkdirSync(to, { recursive: true });
  for (const jar of jarsIn(from)) copyFileSync(join(from, jar), join(to, jar));
}
