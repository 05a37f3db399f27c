/** The User of docs/api.md: exactly these six fields, whatever else a record carries. */
import type { UserRecord } from '@dps/core/accounts/create-user';

export interface UserResponse {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  profileImageUrl: string | null;
  role: 'user' | 'admin';
}

export function toUserResponse(u: UserRecord): UserResponse {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    profileImageUrl: u.profileImageUrl,
    role: u.role,
  };
}
