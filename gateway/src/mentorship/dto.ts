// The provider's mentorship shapes (GET/POST/PUT under /api/mentorship).

export interface MentorDTO {
  id: string;
  name?: string | null;
  field?: string | null;
  organisation?: string | null;
  bio?: string | null;
}

export interface MentorshipSessionDTO {
  id: string;
  title?: string | null;
  description?: string | null;
  mentorId?: string | null;
  startsAt: string;
  durationMinutes: number;
  mode: string;
  link?: string | null;
  place?: string | null;
  capacity: number;
  batchNo?: number | null;
  seatsLeft: number;
  registered?: boolean | null;
}

export interface MentorshipResourceDTO {
  id: string;
  title?: string | null;
  kind: string;
  url?: string | null;
  description?: string | null;
}

export interface SessionRegistrationDTO {
  userId: string;
  name?: string | null;
  email?: string | null;
  batchNo?: number | null;
  registeredAt: string;
}

export interface MentorBody { name: string; field: string; organisation: string; bio: string }

export interface SessionBody {
  title: string;
  description: string;
  mentorId: string;
  startsAt: string;
  durationMinutes: number;
  mode: string;
  link: string | null;
  place: string | null;
  capacity: number;
  batchNo: number | null;
}

export interface ResourceBody { title: string; kind: string; url: string; description: string }
