// Steps of LDAP scenarios: a directory the kit serves, whose people the scenario's requests come from.
import { type DataTable, Given } from '@cucumber/cucumber';
import { LdapTestDirectory, scenarioDirectory } from '../kit/core/ldap-directory.ts';
import { rememberPassword } from '../kit/core/security-users.ts';
import type { ApiWorld } from './world.ts';

// Columns uid, password, memberOf (group DNs separated by `;`, or empty); placeholders expanded.
Given('an LDAP directory the kit serves, with people:', async function (this: ApiWorld, table: DataTable) {
  const directory = await LdapTestDirectory.start();
  this.onCleanup(() => directory.close());
  for (const row of table.hashes()) {
    const [uid, password] = [this.expand(row.uid ?? ''), this.expand(row.password ?? '')];
    const memberOf = this.expand(row.memberOf ?? '')
      .split(';')
      .map((group) => group.trim())
      .filter((group) => group !== '');
    directory.add({ uid, password, memberOf });
    rememberPassword(this, uid, password);
  }
  scenarioDirectory.set(this, directory);
});

Given('the LDAP directory has stopped', function (this: ApiWorld) {
  return scenarioDirectory.of(this).close();
});
