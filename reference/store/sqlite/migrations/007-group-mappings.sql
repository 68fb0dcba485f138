-- LDAP group mappings of a basic authorizer: a group DN pattern and the roles its members get.
CREATE TABLE security_group_mappings (
  authorizer TEXT NOT NULL,
  name TEXT NOT NULL,
  group_pattern TEXT NOT NULL,
  PRIMARY KEY (authorizer, name)
);
CREATE TABLE security_group_mapping_roles (
  authorizer TEXT NOT NULL,
  mapping_name TEXT NOT NULL,
  role_name TEXT NOT NULL,
  PRIMARY KEY (authorizer, mapping_name, role_name),
  FOREIGN KEY (authorizer, mapping_name) REFERENCES security_group_mappings (authorizer, name) ON DELETE CASCADE,
  FOREIGN KEY (authorizer, role_name) REFERENCES security_roles (authorizer, name) ON DELETE CASCADE
);
