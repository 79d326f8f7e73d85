/// Drawing the corpus: `render` and `site` (added with the renderer).
let renderCommands: [Command] = []
