/** The company's members, under the settings (the owner's). */
export const memberPaths = { list: '/settings/members' } as const;
