module.exports={default:{import:['steps/*.ts'],format:['summary'],strict:true}}
