// The provider's settings answers (spec section 7 leaves their shapes open; these are the reference provider's).

export interface NotificationPreferencesDTO {
  announcements?: boolean;
  payments?: boolean;
}

export interface AccountPreferencesDTO {
  notifications?: NotificationPreferencesDTO;
  language?: string;
  timezone?: string;
  dateFormat?: string;
  securityEmail?: string | null;
  twoFactorEnabled?: boolean;
}

export interface PrivacySettingsDTO {
  showProfileToBatch?: boolean;
  shareResultsWithMentors?: boolean;
}

export interface TwoFactorSetupDTO {
  secret?: string;
  otpauthUri?: string;
}

export interface SessionDTO {
  id: string;
  userAgent?: string | null;
  ip?: string | null;
  createdAt?: string;
  lastSeenAt?: string | null;
  current?: boolean;
}

export interface ActivityDTO {
  id: string;
  kind?: string;
  ip?: string | null;
  userAgent?: string | null;
  createdAt?: string;
}

export interface ActivityPageDTO {
  items?: ActivityDTO[];
  total?: number;
  limit?: number;
  offset?: number;
}
