-- Basic security: authenticator users with salted PBKDF2 credentials, authorizer users, roles, permissions.
CREATE TABLE security_authn_users (
  authenticator TEXT NOT NULL,
  name TEXT NOT NULL,
  -- NULL until credentials are set; base64 salt and hash, PBKDF2 iterations.
  salt TEXT,
  hash TEXT,
  iterations INTEGER,
  PRIMARY KEY (authenticator, name)
);
CREATE TABLE security_authz_users (
  authorizer TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (authorizer, name)
);
CREATE TABLE security_roles (
  authorizer TEXT NOT NULL,
  name TEXT NOT NULL,
  -- JSON [{resource: {name, type}, action}]: the role's permissions, replaced as a whole.
  permissions TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (authorizer, name)
);
CREATE TABLE security_user_roles (
  authorizer TEXT NOT NULL,
  user_name TEXT NOT NULL,
  role_name TEXT NOT NULL,
  PRIMARY KEY (authorizer, user_name, role_name),
  FOREIGN KEY (authorizer, user_name) REFERENCES security_authz_users (authorizer, name) ON DELETE CASCADE,
  FOREIGN KEY (authorizer, role_name) REFERENCES security_roles (authorizer, name) ON DELETE CASCADE
);
