import { contentTodos, formatContentTodos } from "./lib/content-todo";

console.log(formatContentTodos(contentTodos()));
