/** The signed-in user as GET /user returns it (spec 1 §3 "User (session)"). */
export interface SessionBranch {
  id: number;
  station_name: string;
  is_hq: boolean;
}

export interface SessionCompany {
  id: number;
  company_name: string;
  slug: string;
  company_logo: string | null;
  currency: string;
  account_type: string;
  head_station_id: number | null;
  timezone: string;
}

export interface PackageModuleGrant {
  module: string;
  name: string;
  expires_at: string | null;
}

export interface SessionUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  must_change_password: boolean;
  profile_completed: boolean;
  employee: {
    id: number;
    first_name: string;
    last_name: string;
    picture: string | null;
    branch: SessionBranch | null;
    company: SessionCompany;
  };
  managingBranches: SessionBranch[];
  packageModules: PackageModuleGrant[];
  roles: { id: number; name: string }[];
  permissions: string[];
}
