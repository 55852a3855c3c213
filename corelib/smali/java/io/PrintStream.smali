.class public Ljava/io/PrintStream;
.super Ljava/io/FilterOutputStream;
.source "PrintStream.java"

# java.io.PrintStream over an OutputStream, as the JDK's: text is encoded (UTF-8 unless
# a charset is named) and handed to write(byte[], int, int); IOExceptions only set the
# error flag (checkError()); autoFlush flushes after println, after text with a
# newline and after every byte array; println on a subclass is print + newLine. The
# console streams System.out/err are the subclass PrintStream$Console, whose print
# methods are natives writing straight to the console (corelib/src/lang.rs).

# The console descriptor of PrintStream$Console (-1 once closed); -1 for other streams.
.field fd:I
.field private final autoFlush:Z
.field private trouble:Z
.field private closing:Z
# The TextCodec charset number.
.field private charset:I

# The console streams (PrintStream$Console).
.method constructor <init>(I)V
    .locals 1
    const/4 v0, 0
    invoke-direct {p0, v0}, Ljava/io/FilterOutputStream;-><init>(Ljava/io/OutputStream;)V
    iput p1, p0, Ljava/io/PrintStream;->fd:I
    return-void
.end method

.method public constructor <init>(Ljava/io/OutputStream;)V
    .locals 1
    const/4 v0, 0
    invoke-direct {p0, p1, v0}, Ljava/io/PrintStream;-><init>(Ljava/io/OutputStream;Z)V
    return-void
.end method

.method public constructor <init>(Ljava/io/OutputStream;Z)V
    .locals 1
    const-string v0, "Null output stream"
    invoke-static {p1, v0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    invoke-direct {p0, p1}, Ljava/io/FilterOutputStream;-><init>(Ljava/io/OutputStream;)V
    const/4 v0, -1
    iput v0, p0, Ljava/io/PrintStream;->fd:I
    iput-boolean p2, p0, Ljava/io/PrintStream;->autoFlush:Z
    return-void
.end method

# PrintStream(out, autoFlush, encoding): UnsupportedEncodingException(encoding) for a
# charset this VM lacks (it has UTF-8, ISO-8859-1 and US-ASCII).
.method public constructor <init>(Ljava/io/OutputStream;ZLjava/lang/String;)V
    .locals 1
    const-string v0, "Null output stream"
    invoke-static {p1, v0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    const-string v0, "charsetName"
    invoke-static {p3, v0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    invoke-static {p3}, Ljava/io/TextCodec;->lookup(Ljava/lang/String;)I
    move-result v0
    invoke-direct {p0, p1, p2}, Ljava/io/PrintStream;-><init>(Ljava/io/OutputStream;Z)V
    iput v0, p0, Ljava/io/PrintStream;->charset:I
    return-void
.end method

.method private ensureOpen()V
    .locals 2
    iget-object v0, p0, Ljava/io/PrintStream;->out:Ljava/io/OutputStream;
    if-eqz v0, :closed
    return-void
    :closed
    new-instance v0, Ljava/io/IOException;
    const-string v1, "Stream closed"
    invoke-direct {v0, v1}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public declared-synchronized flush()V
    .locals 2
    monitor-enter p0
    :sync_start
    :try_start
    invoke-direct {p0}, Ljava/io/PrintStream;->ensureOpen()V
    iget-object v0, p0, Ljava/io/PrintStream;->out:Ljava/io/OutputStream;
    invoke-virtual {v0}, Ljava/io/OutputStream;->flush()V
    :try_end
    .catch Ljava/io/IOException; {:try_start .. :try_end} :failed
    monitor-exit p0
    return-void
    :failed
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/io/PrintStream;->trouble:Z
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized close()V
    .locals 2
    monitor-enter p0
    :sync_start
    iget-boolean v0, p0, Ljava/io/PrintStream;->closing:Z
    if-nez v0, :done
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/io/PrintStream;->closing:Z
    :try_start
    iget-object v0, p0, Ljava/io/PrintStream;->out:Ljava/io/OutputStream;
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    :try_end
    .catch Ljava/io/IOException; {:try_start .. :try_end} :failed
    goto :forget
    :failed
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/io/PrintStream;->trouble:Z
    :forget
    const/4 v0, 0
    iput-object v0, p0, Ljava/io/PrintStream;->out:Ljava/io/OutputStream;
    :done
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

# checkError(): flushes an open stream; the error state of a PrintStream underneath.
.method public checkError()Z
    .locals 1
    iget-object v0, p0, Ljava/io/PrintStream;->out:Ljava/io/OutputStream;
    if-eqz v0, :no_flush
    invoke-virtual {p0}, Ljava/io/PrintStream;->flush()V
    :no_flush
    iget-object v0, p0, Ljava/io/PrintStream;->out:Ljava/io/OutputStream;
    instance-of v0, v0, Ljava/io/PrintStream;
    if-eqz v0, :own
    iget-object v0, p0, Ljava/io/PrintStream;->out:Ljava/io/OutputStream;
    check-cast v0, Ljava/io/PrintStream;
    invoke-virtual {v0}, Ljava/io/PrintStream;->checkError()Z
    move-result v0
    return v0
    :own
    iget-boolean v0, p0, Ljava/io/PrintStream;->trouble:Z
    return v0
.end method

.method protected setError()V
    .locals 1
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/io/PrintStream;->trouble:Z
    return-void
.end method

.method protected clearError()V
    .locals 1
    const/4 v0, 0
    iput-boolean v0, p0, Ljava/io/PrintStream;->trouble:Z
    return-void
.end method

# write(b): one byte to the stream; flushed after '\n' with autoFlush.
.method public declared-synchronized write(I)V
    .locals 3
    monitor-enter p0
    :sync_start
    :try_start
    invoke-direct {p0}, Ljava/io/PrintStream;->ensureOpen()V
    iget-object v0, p0, Ljava/io/PrintStream;->out:Ljava/io/OutputStream;
    invoke-virtual {v0, p1}, Ljava/io/OutputStream;->write(I)V
    const/16 v1, 0xa
    if-ne p1, v1, :done
    iget-boolean v1, p0, Ljava/io/PrintStream;->autoFlush:Z
    if-eqz v1, :done
    invoke-virtual {v0}, Ljava/io/OutputStream;->flush()V
    :try_end
    .catch Ljava/io/IOException; {:try_start .. :try_end} :failed
    :done
    monitor-exit p0
    return-void
    :failed
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/io/PrintStream;->trouble:Z
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public declared-synchronized write([BII)V
    .locals 3
    monitor-enter p0
    :sync_start
    :try_start
    invoke-direct {p0}, Ljava/io/PrintStream;->ensureOpen()V
    iget-object v0, p0, Ljava/io/PrintStream;->out:Ljava/io/OutputStream;
    invoke-virtual {v0, p1, p2, p3}, Ljava/io/OutputStream;->write([BII)V
    iget-boolean v1, p0, Ljava/io/PrintStream;->autoFlush:Z
    if-eqz v1, :done
    invoke-virtual {v0}, Ljava/io/OutputStream;->flush()V
    :try_end
    .catch Ljava/io/IOException; {:try_start .. :try_end} :failed
    :done
    monitor-exit p0
    return-void
    :failed
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/io/PrintStream;->trouble:Z
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public write([B)V
    .locals 2
    const/4 v0, 0
    array-length v1, p1
    invoke-virtual {p0, p1, v0, v1}, Ljava/io/PrintStream;->write([BII)V
    return-void
.end method

.method public writeBytes([B)V
    .locals 2
    const/4 v0, 0
    array-length v1, p1
    invoke-virtual {p0, p1, v0, v1}, Ljava/io/PrintStream;->write([BII)V
    return-void
.end method

# text(s, line): s (plus "\n" for a line) encoded and written with one write(byte[],
# int, int) (none for empty text, as the JDK's encoder writes nothing then); with
# autoFlush the stream is flushed after a line or text containing '\n'.
.method private declared-synchronized text(Ljava/lang/String;Z)V
    .locals 4
    monitor-enter p0
    :sync_start
    :try_start
    invoke-direct {p0}, Ljava/io/PrintStream;->ensureOpen()V
    if-eqz p2, :plain
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 v1, 0xa
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    :plain
    iget v0, p0, Ljava/io/PrintStream;->charset:I
    invoke-static {p1, v0}, Ljava/io/TextCodec;->encode(Ljava/lang/String;I)[B
    move-result-object v0
    const/4 v1, 0
    array-length v2, v0
    if-eqz v2, :done
    invoke-virtual {p0, v0, v1, v2}, Ljava/io/PrintStream;->write([BII)V
    iget-boolean v0, p0, Ljava/io/PrintStream;->autoFlush:Z
    if-eqz v0, :done
    if-nez p2, :flush
    const/16 v0, 0xa
    invoke-virtual {p1, v0}, Ljava/lang/String;->indexOf(I)I
    move-result v0
    if-ltz v0, :done
    :flush
    iget-object v0, p0, Ljava/io/PrintStream;->out:Ljava/io/OutputStream;
    if-eqz v0, :done
    invoke-virtual {v0}, Ljava/io/OutputStream;->flush()V
    :try_end
    .catch Ljava/io/IOException; {:try_start .. :try_end} :failed
    :done
    monitor-exit p0
    return-void
    :failed
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/io/PrintStream;->trouble:Z
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v3
    monitor-exit p0
    throw v3
.end method

# The text of a char[] (NullPointerException for null, as the JDK's write(char[])).
.method private static chars([C)Ljava/lang/String;
    .locals 1
    if-nez p0, :ok
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :ok
    invoke-static {p0}, Ljava/lang/String;->valueOf([C)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# Whether println must go through print + newLine (a subclass may override print).
.method private isSubclass()Z
    .locals 2
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    const-class v1, Ljava/io/PrintStream;
    if-eq v0, v1, :exact
    const/4 v0, 1
    return v0
    :exact
    const/4 v0, 0
    return v0
.end method

.method private newLine()V
    .locals 2
    const-string v0, ""
    const/4 v1, 1
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    return-void
.end method

.method public print(Z)V
    .locals 2
    invoke-static {p1}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    return-void
.end method

.method public declared-synchronized println(Z)V
    .locals 3
    monitor-enter p0
    :sync_start
    invoke-direct {p0}, Ljava/io/PrintStream;->isSubclass()Z
    move-result v0
    if-nez v0, :subclass
    invoke-static {p1}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 1
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    monitor-exit p0
    return-void
    :subclass
    invoke-virtual {p0, p1}, Ljava/io/PrintStream;->print(Z)V
    invoke-direct {p0}, Ljava/io/PrintStream;->newLine()V
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public print(C)V
    .locals 2
    invoke-static {p1}, Ljava/lang/String;->valueOf(C)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    return-void
.end method

.method public declared-synchronized println(C)V
    .locals 3
    monitor-enter p0
    :sync_start
    invoke-direct {p0}, Ljava/io/PrintStream;->isSubclass()Z
    move-result v0
    if-nez v0, :subclass
    invoke-static {p1}, Ljava/lang/String;->valueOf(C)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 1
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    monitor-exit p0
    return-void
    :subclass
    invoke-virtual {p0, p1}, Ljava/io/PrintStream;->print(C)V
    invoke-direct {p0}, Ljava/io/PrintStream;->newLine()V
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public print(I)V
    .locals 2
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    return-void
.end method

.method public declared-synchronized println(I)V
    .locals 3
    monitor-enter p0
    :sync_start
    invoke-direct {p0}, Ljava/io/PrintStream;->isSubclass()Z
    move-result v0
    if-nez v0, :subclass
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 1
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    monitor-exit p0
    return-void
    :subclass
    invoke-virtual {p0, p1}, Ljava/io/PrintStream;->print(I)V
    invoke-direct {p0}, Ljava/io/PrintStream;->newLine()V
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public print(J)V
    .locals 2
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    return-void
.end method

.method public declared-synchronized println(J)V
    .locals 3
    monitor-enter p0
    :sync_start
    invoke-direct {p0}, Ljava/io/PrintStream;->isSubclass()Z
    move-result v0
    if-nez v0, :subclass
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 1
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    monitor-exit p0
    return-void
    :subclass
    invoke-virtual {p0, p1, p2}, Ljava/io/PrintStream;->print(J)V
    invoke-direct {p0}, Ljava/io/PrintStream;->newLine()V
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public print(F)V
    .locals 2
    invoke-static {p1}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    return-void
.end method

.method public declared-synchronized println(F)V
    .locals 3
    monitor-enter p0
    :sync_start
    invoke-direct {p0}, Ljava/io/PrintStream;->isSubclass()Z
    move-result v0
    if-nez v0, :subclass
    invoke-static {p1}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 1
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    monitor-exit p0
    return-void
    :subclass
    invoke-virtual {p0, p1}, Ljava/io/PrintStream;->print(F)V
    invoke-direct {p0}, Ljava/io/PrintStream;->newLine()V
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public print(D)V
    .locals 2
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(D)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    return-void
.end method

.method public declared-synchronized println(D)V
    .locals 3
    monitor-enter p0
    :sync_start
    invoke-direct {p0}, Ljava/io/PrintStream;->isSubclass()Z
    move-result v0
    if-nez v0, :subclass
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(D)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 1
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    monitor-exit p0
    return-void
    :subclass
    invoke-virtual {p0, p1, p2}, Ljava/io/PrintStream;->print(D)V
    invoke-direct {p0}, Ljava/io/PrintStream;->newLine()V
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public print([C)V
    .locals 2
    invoke-static {p1}, Ljava/io/PrintStream;->chars([C)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    return-void
.end method

.method public declared-synchronized println([C)V
    .locals 3
    monitor-enter p0
    :sync_start
    invoke-direct {p0}, Ljava/io/PrintStream;->isSubclass()Z
    move-result v0
    if-nez v0, :subclass
    invoke-static {p1}, Ljava/io/PrintStream;->chars([C)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 1
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    monitor-exit p0
    return-void
    :subclass
    invoke-virtual {p0, p1}, Ljava/io/PrintStream;->print([C)V
    invoke-direct {p0}, Ljava/io/PrintStream;->newLine()V
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public print(Ljava/lang/String;)V
    .locals 2
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    return-void
.end method

.method public declared-synchronized println(Ljava/lang/String;)V
    .locals 3
    monitor-enter p0
    :sync_start
    invoke-direct {p0}, Ljava/io/PrintStream;->isSubclass()Z
    move-result v0
    if-nez v0, :subclass
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 1
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    monitor-exit p0
    return-void
    :subclass
    invoke-virtual {p0, p1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-direct {p0}, Ljava/io/PrintStream;->newLine()V
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public print(Ljava/lang/Object;)V
    .locals 2
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    return-void
.end method

.method public declared-synchronized println(Ljava/lang/Object;)V
    .locals 3
    monitor-enter p0
    :sync_start
    invoke-direct {p0}, Ljava/io/PrintStream;->isSubclass()Z
    move-result v0
    if-nez v0, :subclass
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 1
    invoke-direct {p0, v0, v1}, Ljava/io/PrintStream;->text(Ljava/lang/String;Z)V
    monitor-exit p0
    return-void
    :subclass
    invoke-virtual {p0, p1}, Ljava/io/PrintStream;->print(Ljava/lang/Object;)V
    invoke-direct {p0}, Ljava/io/PrintStream;->newLine()V
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public println()V
    .locals 0
    invoke-direct {p0}, Ljava/io/PrintStream;->newLine()V
    return-void
.end method

.method public append(Ljava/lang/CharSequence;)Ljava/io/PrintStream;
    .locals 1
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-object p0
.end method

# append(csq, start, end): print(csq.subSequence(start, end)), "null" for a null csq.
.method public append(Ljava/lang/CharSequence;II)Ljava/io/PrintStream;
    .locals 1
    if-nez p1, :has
    const-string p1, "null"
    :has
    invoke-interface {p1, p2, p3}, Ljava/lang/CharSequence;->subSequence(II)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->append(Ljava/lang/CharSequence;)Ljava/io/PrintStream;
    move-result-object v0
    return-object v0
.end method

.method public append(C)Ljava/io/PrintStream;
    .locals 0
    invoke-virtual {p0, p1}, Ljava/io/PrintStream;->print(C)V
    return-object p0
.end method

.method public varargs printf(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;
    .registers 4
    invoke-static {p1, p2}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-object p0
.end method

.method public varargs printf(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;
    .registers 5
    invoke-static {p1, p2, p3}, Ljava/lang/String;->format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-object p0
.end method

.method public varargs format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;
    .registers 5
    invoke-static {p1, p2, p3}, Ljava/lang/String;->format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-object p0
.end method

.method public varargs format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;
    .registers 4
    invoke-static {p1, p2}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-object p0
.end method
