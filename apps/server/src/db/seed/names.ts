/** Realistic Nigerian names for the demo company: Yoruba, Igbo, Hausa and others, mixed. */
export const FIRST_NAMES_MALE = [
  'Adebayo', 'Chinedu', 'Ibrahim', 'Olumide', 'Emeka', 'Musa', 'Tunde', 'Obinna', 'Abdullahi', 'Segun',
  'Ikenna', 'Sani', 'Babatunde', 'Chukwuemeka', 'Yusuf', 'Femi', 'Nnamdi', 'Aliyu', 'Kayode', 'Uche',
  'Efosa', 'Tamuno',
];
export const FIRST_NAMES_FEMALE = [
  'Ngozi', 'Funmilayo', 'Aisha', 'Chiamaka', 'Folake', 'Hauwa', 'Adaeze', 'Yetunde', 'Zainab', 'Ifeoma',
  'Bukola', 'Amina', 'Nkechi', 'Temitope', 'Fatima', 'Chioma', 'Omolara', 'Halima', 'Ebere', 'Kemi',
  'Osaro', 'Ibiere',
];
export const LAST_NAMES = [
  'Okafor', 'Adeyemi', 'Bello', 'Eze', 'Ogunleye', 'Abubakar', 'Nwosu', 'Balogun', 'Mohammed', 'Okonkwo',
  'Olawale', 'Danjuma', 'Chukwu', 'Afolabi', 'Usman', 'Obi', 'Adeleke', 'Garba', 'Igwe', 'Oyelaran',
  'Osagie', 'Briggs', 'Ekpo', 'Akande',
];
