/**
 * The accounts' public surface: what other modules (admin, vouchers, billing, workspaces, the forum
 * sign-in, the email change, account deletion) may read or change of users, organisations, their
 * sessions and single-use tokens. The auth module owns the users table: every write to it from
 * elsewhere is one of these functions, taking the caller's transaction first when it must be part of one.
 * Everything else of the auth module is its own.
 */
export {
  consumeAuthToken,
  deleteUser,
  detachUsersFromOrg,
  extendPremiumByDays,
  extendPremiumTo,
  findOrgByDomain,
  findOrgById,
  findUserByEmail,
  findUserById,
  findUsersByEmails,
  insertAuthToken,
  insertUser,
  insertUserIfAbsent,
  revokePremium,
  revokeSessionsOfUser,
  updateUser,
} from './auth.queries.js';
