// LDAP group mappings in security_group_mappings and their roles in security_group_mapping_roles.
import type { DatabaseSync } from 'node:sqlite';
import type { GroupMapping, GroupMappingRepository } from '../security-store.ts';

interface MappingRow {
  name: string;
  group_pattern: string;
}

export function sqliteGroupMappingRepository(db: DatabaseSync): GroupMappingRepository {
  const all = db.prepare(
    'SELECT name, group_pattern FROM security_group_mappings WHERE authorizer = ? ORDER BY name',
  );
  const one = db.prepare(
    'SELECT name, group_pattern FROM security_group_mappings WHERE authorizer = ? AND name = ?',
  );
  const rolesOf = db.prepare(
    'SELECT role_name FROM security_group_mapping_roles WHERE authorizer = ? AND mapping_name = ? ORDER BY role_name',
  );
  const mappingsOf = db.prepare(
    'SELECT mapping_name FROM security_group_mapping_roles WHERE authorizer = ? AND role_name = ? ORDER BY mapping_name',
  );
  const add = db.prepare(
    'INSERT INTO security_group_mappings (authorizer, name, group_pattern) VALUES (?, ?, ?)',
  );
  const remove = db.prepare('DELETE FROM security_group_mappings WHERE authorizer = ? AND name = ?');
  const assign = db.prepare(
    'INSERT INTO security_group_mapping_roles (authorizer, mapping_name, role_name) VALUES (?, ?, ?)',
  );
  const unassign = db.prepare(
    'DELETE FROM security_group_mapping_roles WHERE authorizer = ? AND mapping_name = ? AND role_name = ?',
  );
  const withRoles = (authorizer: string, row: MappingRow): GroupMapping => ({
    name: row.name,
    groupPattern: row.group_pattern,
    roles: (rolesOf.all(authorizer, row.name) as { role_name: string }[]).map((r) => r.role_name),
  });
  return {
    groupMappings: (authorizer) =>
      (all.all(authorizer) as unknown as MappingRow[]).map((row) => withRoles(authorizer, row)),
    groupMapping(authorizer, name) {
      const row = one.get(authorizer, name) as MappingRow | undefined;
      return row === undefined ? undefined : withRoles(authorizer, row);
    },
    addGroupMapping(authorizer, mapping) {
      // One transaction: a mapping is never seen without the roles it was created with.
      db.exec('BEGIN');
      try {
        add.run(authorizer, mapping.name, mapping.groupPattern);
        for (const role of new Set(mapping.roles)) assign.run(authorizer, mapping.name, role);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    deleteGroupMapping: (authorizer, name) => void remove.run(authorizer, name),
    assignToGroupMapping: (authorizer, name, role) => void assign.run(authorizer, name, role),
    unassignFromGroupMapping: (authorizer, name, role) => void unassign.run(authorizer, name, role),
    groupMappingsOf: (authorizer, role) =>
      (mappingsOf.all(authorizer, role) as { mapping_name: string }[]).map((r) => r.mapping_name),
  };
}
