.class LAppender;
.super Ljava/lang/Object;
.source "Main.java"
.implements Ljava/lang/Runnable;

.field final sb:Ljava/lang/StringBuffer;

.method constructor <init>(Ljava/lang/StringBuffer;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, LAppender;->sb:Ljava/lang/StringBuffer;
    return-void
.end method

.method public run()V
    .registers 3
    iget-object v0, p0, LAppender;->sb:Ljava/lang/StringBuffer;
    const-string v1, "B"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuffer;->append(Ljava/lang/String;)Ljava/lang/StringBuffer;
    return-void
.end method
