import {leadThenGenerated} from './lead';

export default leadThenGenerated('learning-hub');
